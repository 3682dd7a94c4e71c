import { messages } from '@settle/contract/messages';
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
import { errorMessageOf } from '../lib/api-error';
import { checkExportReason, EXPORT_REASON_MIN } from '../lib/export-reason';

export interface ExportReasonDialogProps {
  /** What is downloaded, e.g. '회원 목록 다운로드'. */
  title: string;
  /** One sentence on what the file holds (shown above the reason). */
  description: string;
  /**
   * Downloads with the checked reason. Resolves when the file is saved (the dialog then closes);
   * a rejection (the API refused, the connection failed) is shown in the dialog, which stays open.
   */
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * 다운로드 사유 (PRODUCT.md Trust and compliance): asked before every export of personal data
 * (members, transactions, settlement lines), required, at least EXPORT_REASON_MIN characters;
 * the reason goes to the API as `reason` and into the access record. Mount it when asked
 * (`{asking && <ExportReasonDialog … />}`), so each export starts from an empty reason.
 */
export function ExportReasonDialog({ title, description, onConfirm, onClose }: ExportReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkExportReason(reason);
    if (!checked.success) {
      setFieldError(checked.message);
      return;
    }
    setFieldError(null);
    setFailure(null);
    setPending(true);
    try {
      await onConfirm(checked.reason);
      onClose();
    } catch (caught) {
      setFailure(errorMessageOf(caught, messages.internal));
      setPending(false);
    }
  }

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {description} 개인정보가 포함된 파일이므로 다운로드 사유를 입력해 주세요. 사유는 접속 기록에
              남습니다.
            </DialogContentText>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            <TextField
              label="다운로드 사유"
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                if (fieldError !== null) setFieldError(null);
              }}
              error={fieldError !== null}
              helperText={fieldError ?? `${EXPORT_REASON_MIN}자 이상 (예: 월말 정산 대조)`}
              disabled={pending}
              required
              multiline
              minRows={2}
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            취소
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            다운로드
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
