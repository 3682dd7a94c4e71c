import { messages } from '@settle/contract/messages';
import { rejectTransactionSchema, type Transaction } from '@settle/contract/transactions';
import { parseKorean } from '@settle/contract/validation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../lib/api-error';
import { dialogErrorMessage } from '../../../lib/field-message';
import { assetsText } from '../../../lib/money-display';
import { useRejectTransaction } from '../api/reject-transaction';

export interface RejectDialogProps {
  transaction: Transaction;
  onClose: () => void;
  onRejected: (transaction: Transaction) => void;
}

/** 반려: a pending transaction is rejected with a reason the member sees. Mount with key={id}. */
export function RejectDialog({ transaction, onClose, onRejected }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectTransaction();
  const pending = reject.isPending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseKorean(rejectTransactionSchema, { reason });
    if (!parsed.success) {
      setError(dialogErrorMessage(parsed.message));
      return;
    }
    setError(null);
    try {
      onRejected(await reject.mutateAsync({ id: transaction.id, body: parsed.data }));
    } catch (caught) {
      setError(errorMessageOf(caught, messages.internal));
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
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label="반려 사유"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
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
