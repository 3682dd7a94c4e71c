import { messages } from '@settle/contract/messages';
import { rejectTransactionSchema, type Transaction } from '@settle/contract/transactions';
import { parseKorean } from '@settle/contract/validation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessageOf } from '../../../lib/api-error';
import { dialogErrorMessage } from '../../../lib/field-message';
import { assetsText } from '../../../lib/money-display';
import { retryOf } from '../../../lib/write-retry';
import { useRejectTransaction, type RejectTransactionVariables } from '../api/reject-transaction';

export interface RejectDialogProps {
  transaction: Transaction;
  onClose: () => void;
  onRejected: (transaction: Transaction) => void;
}

/** 반려: a pending transaction is rejected with a reason the member sees. Mount with key={id}. */
export function RejectDialog({ transaction, onClose, onRejected }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ message: string; retry?: (() => void) | undefined } | null>(null);
  const reject = useRejectTransaction();
  const pending = reject.isPending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseKorean(rejectTransactionSchema, { reason });
    if (!parsed.success) {
      setError({ message: dialogErrorMessage(parsed.message) });
      return;
    }
    await send({ id: transaction.id, body: parsed.data });
  }

  async function send(variables: RejectTransactionVariables) {
    setError(null);
    try {
      onRejected(await reject.mutateAsync(variables));
    } catch (caught) {
      // Offline or a lost answer: 다시 시도 sends the same reason (same Idempotency-Key).
      setError({
        message: errorMessageOf(caught, messages.internal),
        retry: retryOf(caught, () => void send(variables)),
      });
    }
  }

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle>거래 반려</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {transaction.userName}님의 {assetsText(transaction.amount)} 거래를 반려합니다. 반려 사유는
              회원에게 표시됩니다.
            </DialogContentText>
            {error && <ErrorAlert message={error.message} onRetry={error.retry} />}
            <TextField
              label="반려 사유"
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                // A changed reason is a new action: 다시 시도 would send what is no longer shown.
                setError((prev) => (prev?.retry ? null : prev));
              }}
              error={error !== null && reason.trim() === ''}
              disabled={pending}
              required
              fullWidth
              multiline
              minRows={2}
              autoFocus
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            취소
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={pending}>
            반려
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
