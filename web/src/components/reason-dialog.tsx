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
import { useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod/mini';
import { errorMessageOf } from '../lib/api-error';
import { dialogErrorMessage } from '../lib/field-message';
import { retryOf } from '../lib/write-retry';
import { ErrorAlert } from './error-alert';

export interface ReasonDialogProps {
  title: string;
  /** What will happen and who will read the reason. */
  description?: ReactNode;
  /** The field's label, e.g. 반려 사유. */
  label: string;
  /** The submit button, e.g. 반려. */
  submitLabel: string;
  maxLength: number;
  /** The API's own body schema `{ reason }`: an empty or too long reason is told without a request. */
  schema: z.ZodMiniType<{ reason: string }>;
  pending: boolean;
  /** Sends the checked reason; what it throws is shown, with 다시 시도 where a write may be retried. */
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}

/**
 * A refusal with a reason someone will read (a transaction's 반려, a sign-up's 반려, an approval
 * request's 거절): one multi-line reason, checked with the API's schema, sent, its error said in
 * Korean. Mount with a key per subject so the reason starts empty.
 */
export function ReasonDialog({
  title,
  description,
  label,
  submitLabel,
  maxLength,
  schema,
  pending,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<{ message: string; retry?: (() => void) | undefined } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseKorean(schema, { reason });
    if (!parsed.success) {
      setError({ message: dialogErrorMessage(parsed.message) });
      return;
    }
    await send(parsed.data.reason);
  }

  async function send(checked: string) {
    setError(null);
    try {
      await onSubmit(checked);
    } catch (caught) {
      // A 409 (decided meanwhile) is said here; offline or a lost answer offers 다시 시도 with the
      // same reason.
      setError({
        message: errorMessageOf(caught, messages.internal),
        retry: retryOf(caught, () => void send(checked)),
      });
    }
  }

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: description ? 0 : 1 }}>
            {description && <DialogContentText>{description}</DialogContentText>}
            {error && <ErrorAlert message={error.message} onRetry={error.retry} />}
            <TextField
              label={label}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                // A changed reason is a new action: 다시 시도 would send what is no longer shown.
                setError((prev) => (prev?.retry ? null : prev));
              }}
              error={error !== null && reason.trim() === ''}
              helperText={`${reason.length}/${maxLength}자`}
              disabled={pending}
              required
              fullWidth
              multiline
              minRows={2}
              autoFocus
              slotProps={{ htmlInput: { maxLength } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            취소
          </Button>
          <Button type="submit" color="error" variant="contained" disabled={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
