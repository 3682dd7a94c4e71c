import { REJECT_REASON_MAX, rejectUserSchema, type AdminUser } from '@settle/contract/admin-users';
import { messages } from '@settle/contract/messages';
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
import { useRejectAdminUser } from '../api/reject-admin-user';

export interface RejectUserDialogProps {
  user: AdminUser;
  onClose: () => void;
  onRejected: (user: AdminUser) => void;
}

/**
 * 가입 반려 (issue 16): a pending sign-up is refused with a reason the person reads on their
 * waiting screen. Checked with the API's own schema first, so an empty or too long reason is
 * told in Korean without a request. Mount with key={user.id}.
 */
export function RejectUserDialog({ user, onClose, onRejected }: RejectUserDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reject = useRejectAdminUser();
  const pending = reject.isPending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseKorean(rejectUserSchema, { reason });
    if (!parsed.success) {
      setError(dialogErrorMessage(parsed.message));
      return;
    }
    setError(null);
    try {
      onRejected(await reject.mutateAsync({ id: user.id, body: parsed.data }));
    } catch (caught) {
      // A 409 (approved or rejected meanwhile) or no connection: said here; the list refreshes.
      setError(errorMessageOf(caught, messages.internal));
    }
  }

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle>가입 반려</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {user.name}님({user.email})의 가입 신청을 반려합니다. 반려 사유는 가입한 분의 대기 화면에
              표시됩니다. 반려한 뒤에도 승인할 수 있습니다.
            </DialogContentText>
            {error && <ErrorAlert message={error} />}
            <TextField
              label="반려 사유"
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              error={error !== null && reason.trim() === ''}
              helperText={`${reason.length}/${REJECT_REASON_MAX}자`}
              disabled={pending}
              required
              fullWidth
              multiline
              minRows={2}
              autoFocus
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
