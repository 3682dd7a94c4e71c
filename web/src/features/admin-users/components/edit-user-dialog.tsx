import {
  adminUpdateUserSchema,
  type AdminUpdateUserInput,
  type AdminUser,
} from '@settle/contract/admin-users';
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
import { ReauthDialog } from '../../../components/reauth-dialog';
import { errorMessageOf } from '../../../lib/api-error';
import { isReauthRequired } from '../../../lib/reauth';
import { useUpdateAdminUser } from '../api/update-admin-user';
import { editUserChanges, editUserFormError, editUserFormOf, type EditUserForm } from '../lib/edit-user-form';

export interface EditUserDialogProps {
  user: AdminUser;
  onClose: () => void;
  onSaved: (user: AdminUser) => void;
}

/**
 * Edits a member's name, phone, bank and account. Mount it with `key={user.id}` so the form
 * starts from that member's values. The account field takes a new number only (empty keeps the
 * registered one); changing bank or account may need the admin's own 본인 확인 (the API's
 * `reauth-required`), after which the same change is sent again.
 */
export function EditUserDialog({ user, onClose, onSaved }: EditUserDialogProps) {
  const [form, setForm] = useState<EditUserForm>(() => editUserFormOf(user));
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [awaitingReauth, setAwaitingReauth] = useState<AdminUpdateUserInput | null>(null);
  const update = useUpdateAdminUser();
  // A bank saved before the list existed stays selectable, so opening the dialog changes nothing.
  const bankOptions: readonly string[] =
    user.bank !== '' && !(banks as readonly string[]).includes(user.bank) ? [user.bank, ...banks] : banks;

  const set = (key: keyof EditUserForm) => (value: string) => setForm((prev) => ({ ...prev, [key]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formError = editUserFormError(form, user);
    if (formError !== null) {
      setError({ message: formError, field: 'account' });
      return;
    }
    const changes = editUserChanges(form, user);
    if (Object.keys(changes).length === 0) {
      setError({ message: '변경된 내용이 없습니다.' });
      return;
    }
    const parsed = parseKorean(adminUpdateUserSchema, changes);
    if (!parsed.success) {
      setError(parsed.field === undefined ? { message: parsed.message } : parsed);
      return;
    }
    setError(null);
    await send(parsed.data);
  }

  async function send(body: AdminUpdateUserInput) {
    try {
      onSaved(await update.mutateAsync({ id: user.id, body }));
    } catch (caught) {
      if (isReauthRequired(caught)) setAwaitingReauth(body);
      else setError({ message: errorMessageOf(caught, messages.internal) });
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
              label="휴대폰 번호"
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
              label="새 계좌번호"
              value={form.account}
              onChange={(e) => set('account')(e.target.value)}
              error={fieldError('account')}
              disabled={pending}
              placeholder={user.account === '' ? '숫자와 하이픈만 입력' : '바꿀 때만 입력'}
              helperText={
                user.account === ''
                  ? '등록된 계좌가 없습니다.'
                  : `등록된 계좌(${user.account})를 그대로 두려면 비워 두세요.`
              }
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
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
      {awaitingReauth && (
        <ReauthDialog
          onClose={() => setAwaitingReauth(null)}
          onConfirmed={() => {
            const body = awaitingReauth;
            setAwaitingReauth(null);
            void send(body);
          }}
        />
      )}
    </Dialog>
  );
}
