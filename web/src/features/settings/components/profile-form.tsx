import { banks } from '@settle/contract/banks';
import { NOT_REGISTERED, type User } from '@settle/contract/users';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useAuthState } from '../../../lib/auth-state';
import { errorMessageOf } from '../../../lib/api-error';
import { useUpdateMe } from '../api/update-me';
import {
  displayOrNotRegistered,
  profileFormOf,
  toProfileUpdate,
  type ProfileFormValues,
} from '../lib/profile-form';
import { SavedSnackbar } from './saved-snackbar';

const SAVE_FAILED = '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** The member's own details: e-mail read-only; name, phone, bank and account editable. */
export function ProfileForm({ user }: { user: User }) {
  const { user: authUser } = useAuthState();
  const update = useUpdateMe();
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormOf(user));
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const set = (name: keyof ProfileFormValues, value: string) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = toProfileUpdate(values, user, Boolean(authUser));
    if (!result.success) {
      setFieldErrors(result.fieldErrors);
      setFormError(
        result.fieldErrors[''] ?? (Object.keys(result.fieldErrors).length ? null : result.message),
      );
      return;
    }
    setFieldErrors({});
    setFormError(null);
    update.mutate(result.body, {
      onSuccess: (next) => {
        setValues(profileFormOf(next));
        setSaved(true);
      },
      onError: (error) => setFormError(errorMessageOf(error, SAVE_FAILED)),
    });
  }

  const field = (name: keyof ProfileFormValues) => ({
    id: `profile-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    error: fieldErrors[name] !== undefined,
    helperText: fieldErrors[name],
    disabled: update.isPending,
    fullWidth: true,
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit}>
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" data-testid="registered-account">
        정산 계좌: {displayOrNotRegistered(user.bank)} · {displayOrNotRegistered(user.account)}
      </Typography>
      <TextField
        id="profile-email"
        label="이메일"
        value={user.email}
        fullWidth
        slotProps={{ input: { readOnly: true } }}
        helperText="이메일은 변경할 수 없습니다."
      />
      <TextField label="이름" autoComplete="name" {...field('name')} />
      <TextField
        label="휴대폰 번호"
        type="tel"
        autoComplete="tel"
        placeholder="010-1234-5678"
        {...field('phone')}
      />
      <TextField
        label="은행"
        select
        {...field('bank')}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{NOT_REGISTERED}</MenuItem>
        {banks.map((bank) => (
          <MenuItem key={bank} value={bank}>
            {bank}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="계좌번호"
        placeholder={NOT_REGISTERED}
        slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
        {...field('accountNumber')}
      />
      <div>
        <Button type="submit" variant="contained" loading={update.isPending}>
          저장
        </Button>
      </div>
      <SavedSnackbar open={saved} onClose={() => setSaved(false)} />
    </Stack>
  );
}
