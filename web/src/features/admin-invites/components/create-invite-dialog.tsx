import {
  createInviteCodeSchema,
  INVITE_CODE_LENGTH,
  INVITE_MEMO_MAX,
  MAX_INVITE_USES,
  upperCaseAscii,
  type InviteCode,
} from '@settle/contract/invites';
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
import { useCreateInviteCode } from '../api/create-invite-code';
import { emptyInviteForm, toCreateInviteBody, type InviteForm } from '../lib/invite-form';

export interface CreateInviteDialogProps {
  onClose: () => void;
  onCreated: (invite: InviteCode) => void;
}

/** '초대 코드 생성': a chosen or generated code, max uses, optional expiry (Seoul time), memo. */
export function CreateInviteDialog({ onClose, onCreated }: CreateInviteDialogProps) {
  const [form, setForm] = useState<InviteForm>(emptyInviteForm);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const create = useCreateInviteCode();
  const pending = create.isPending;

  const set = (key: keyof InviteForm) => (value: string) => setForm((prev) => ({ ...prev, [key]: value }));
  const fieldError = (field: keyof InviteForm) => error?.field === field;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = toCreateInviteBody(form);
    const parsed = parseKorean(createInviteCodeSchema, body);
    if (!parsed.success) {
      setError(parsed.field === undefined ? { message: parsed.message } : parsed);
      return;
    }
    setError(null);
    try {
      onCreated(await create.mutateAsync(body));
    } catch (caught) {
      setError({ message: errorMessageOf(caught, messages.internal) });
    }
  }

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle>초대 코드 생성</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error.message}
              </Alert>
            )}
            <TextField
              label="초대 코드 (선택)"
              value={form.code}
              onChange={(e) => set('code')(upperCaseAscii(e.target.value))}
              error={fieldError('code')}
              helperText={`비워 두면 ${INVITE_CODE_LENGTH}자리 코드가 자동으로 만들어집니다.`}
              disabled={pending}
              autoFocus
              fullWidth
              slotProps={{ htmlInput: { maxLength: INVITE_CODE_LENGTH, autoCapitalize: 'characters' } }}
            />
            <TextField
              label="최대 사용 횟수"
              type="number"
              value={form.maxUses}
              onChange={(e) => set('maxUses')(e.target.value)}
              error={fieldError('maxUses')}
              disabled={pending}
              required
              fullWidth
              slotProps={{ htmlInput: { min: 1, max: MAX_INVITE_USES, step: 1, inputMode: 'numeric' } }}
            />
            <TextField
              label="만료 일시 (한국 시간, 선택)"
              type="datetime-local"
              value={form.expiresAt}
              onChange={(e) => set('expiresAt')(e.target.value)}
              error={fieldError('expiresAt')}
              helperText="비워 두면 만료되지 않습니다."
              disabled={pending}
              fullWidth
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label="메모 (선택)"
              value={form.memo}
              onChange={(e) => set('memo')(e.target.value)}
              error={fieldError('memo')}
              disabled={pending}
              fullWidth
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: INVITE_MEMO_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            취소
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            생성
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
