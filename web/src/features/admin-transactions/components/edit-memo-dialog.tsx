import type { ProcessingRecord } from '@settle/contract/ledger';
import { updateRecordMemoSchema } from '@settle/contract/ledger';
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
import { dialogErrorMessage } from '../../../lib/field-message';
import { useUpdateRecordMemo } from '../api/update-record-memo';

export interface EditMemoDialogProps {
  record: ProcessingRecord;
  onClose: () => void;
  onSaved: (record: ProcessingRecord) => void;
}

/** Edits a ledger entry's memo (amounts are never edited). Mount with key={record.id}. */
export function EditMemoDialog({ record, onClose, onSaved }: EditMemoDialogProps) {
  const [memo, setMemo] = useState(record.memo);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateRecordMemo();
  const pending = update.isPending;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseKorean(updateRecordMemoSchema, { memo });
    if (!parsed.success) {
      setError(dialogErrorMessage(parsed.message));
      return;
    }
    setError(null);
    try {
      onSaved(await update.mutateAsync({ id: record.id, memo: parsed.data.memo }));
    } catch (caught) {
      setError(errorMessageOf(caught, messages.internal));
    }
  }

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle>메모 수정</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <TextField
              label="메모"
              value={memo}
              onChange={(e) => setMemo(e.target.value)}
              disabled={pending}
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
          <Button type="submit" variant="contained" disabled={pending}>
            저장
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
