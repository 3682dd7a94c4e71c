import { adminUpdateUserSchema, type AdminUser } from '@settle/contract/admin-users';
import { banks } from '@settle/contract/banks';
import { messages } from '@settle/contract/messages';
import { NOT_REGISTERED } from '@settle/contract/users';
import { parseKorean } from '@settle/contract/validation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../lib/api-error';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { editUserChanges, editUserFormOf, type EditUserForm } from '../lib/edit-user-form';

export interface EditUserDialogProps {
  user: AdminUser;
  onClose: () => void;
  onSaved: (user: AdminUser) => void;
}

/**
 * Edits a member's name, phone, bank and account. Mount it with `key={user.id}` so the form
 * starts from that member's values.
 */
export function EditUserDialog({ user, onClose, onSaved }: EditUserDialogProps) {
  const [form, setForm] = useState<EditUserForm>(() => editUserFormOf(user));
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const update = useUpdateAdminUser();
  // A bank saved before the list existed stays selectable, so opening the dialog changes nothing.
  const bankOptions: readonly string[] =
    user.bank !== '' && !(banks as readonly string[]).includes(user.bank) ? [user.bank, ...banks] : banks;

  const set = (key: keyof EditUserForm) => (value: string) => setForm((prev) => ({ ...prev, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseKorean(adminUpdateUserSchema, editUserChanges(form, user));
    if (!parsed.success) {
      setError(parsed.field === undefined ? { message: parsed.message } : parsed);
      return;
    }
    setError(null);
    try {
      onSaved(await update.mutateAsync({ id: user.id, body: parsed.data }));
    } catch (caught) {
      setError({ message: errorMessageOf(caught, messages.internal) });
    }
  }

  const pending = update.isPending;
  const fieldError = (field: keyof EditUserForm) => error?.field === field;

  return (
    <Dialog open onClose={pending ? undefined : onClose} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={handleSubmit}>
        <DialogTitle>회원 정보 수정</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && (
              <Alert severity="error" role="alert">
                {error.message}
              </Alert>
            )}
            <TextField label="이메일" value={user.email} disabled fullWidth />
            <TextField
              label="이름"
              value={form.name}
              onChange={(e) => set('name')(e.target.value)}
              error={fieldError('name')}
              disabled={pending}
              required
              fullWidth
              autoFocus
            />
            <TextField
              label="전화번호"
              value={form.phone}
              onChange={(e) => set('phone')(e.target.value)}
              error={fieldError('phone')}
              disabled={pending}
              placeholder="010-1234-5678"
              slotProps={{ htmlInput: { inputMode: 'tel' } }}
              fullWidth
            />
            <TextField
              select
              label="은행"
              value={form.bank}
              onChange={(e) => set('bank')(e.target.value)}
              error={fieldError('bank')}
              disabled={pending}
              fullWidth
            >
              <MenuItem value="">{NOT_REGISTERED}</MenuItem>
              {bankOptions.map((bank) => (
                <MenuItem key={bank} value={bank}>
                  {bank}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="계좌번호"
              value={form.account}
              onChange={(e) => set('account')(e.target.value)}
              error={fieldError('account')}
              disabled={pending}
              placeholder="숫자와 하이픈만 입력"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              fullWidth
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
