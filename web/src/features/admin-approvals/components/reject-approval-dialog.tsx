import { rejectApprovalSchema } from '@settle/contract/approvals';
import { messages } from '@settle/contract/messages';
import { parseKorean } from '@settle/contract/validation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../lib/api-error';

export interface RejectApprovalDialogProps {
  pending: boolean;
  onReject: (reason: string) => Promise<void>;
  onClose: () => void;
}

/** 거절: the reason is required (checked with the API's schema) and shown on the request. */
export function RejectApprovalDialog({ pending, onReject, onClose }: RejectApprovalDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseKorean(rejectApprovalSchema, { reason });
    if (!parsed.success) {
      setError(parsed.message);
      return;
    }
    try {
      await onReject(parsed.data.reason);
    } catch (caught) {
      setError(errorMessageOf(caught, messages.internal));
    }
  }

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle>승인 요청 거절</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label="거절 사유"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
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
          <Button type="submit" variant="contained" color="error" disabled={pending}>
            거절
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
