import { banks } from '@settle/contract/banks';
import { NOT_REGISTERED, type User } from '@settle/contract/users';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UpdateProfileInput } from '@settle/contract/member-profile';
import { useMemo, useState, type FormEvent } from 'react';
import { formatPhoneInput } from '../../../components/form/phone-format';
import { shownErrors, useTouchedFields } from '../../../components/form/touched-fields';
import { ReauthDialog } from '../../../components/reauth-dialog';
import { useAuthState } from '../../../lib/auth-state';
import { errorMessageOf } from '../../../lib/api-error';
import { isReauthRequired } from '../../../lib/reauth';
import { useUpdateMe } from '../api/update-me';
import {
  changesPayoutAccount,
  displayOrNotRegistered,
  profileFormOf,
  toProfileUpdate,
  type ProfileFormValues,
} from '../lib/profile-form';
import { SavedSnackbar } from './saved-snackbar';

const SAVE_FAILED = '저장하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/**
 * The member's own details: e-mail read-only; name, phone, bank and account editable. The
 * registered account is shown masked; a new number is typed into an empty field. Changing the
 * payout account may need 본인 확인 (the API's `reauth-required`): the dialog confirms the
 * sign-in and the same change is sent again.
 */
export function ProfileForm({ user }: { user: User }) {
  const { user: authUser } = useAuthState();
  const update = useUpdateMe();
  const [values, setValues] = useState<ProfileFormValues>(() => profileFormOf(user));
  const { touched, blur, touch, touchAll, reset: resetTouched } = useTouchedFields<keyof ProfileFormValues>();
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // The change waiting for 본인 확인, sent again once the sign-in is fresh.
  const [awaitingReauth, setAwaitingReauth] = useState<UpdateProfileInput | null>(null);

  const set = (name: keyof ProfileFormValues, value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setNotice(null);
  };

  // Checked as the person types; shown under a field once it was touched (issue 17).
  const result = useMemo(() => toProfileUpdate(values, user, Boolean(authUser)), [values, user, authUser]);
  const fieldErrors = shownErrors<keyof ProfileFormValues>(result.success ? {} : result.fieldErrors, touched);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    touchAll();
    if (!result.success) {
      // Nothing changed: said here, and no request (never the API's "변경할 항목이 없습니다").
      if (result.unchanged) {
        setFormError(null);
        setNotice(result.message);
        return;
      }
      setFormError(
        result.fieldErrors[''] ?? (Object.keys(result.fieldErrors).length ? null : result.message),
      );
      return;
    }
    setFormError(null);
    send(result.body);
  }

  function send(body: UpdateProfileInput) {
    update.mutate(body, {
      onSuccess: (next) => {
        setValues(profileFormOf(next));
        resetTouched();
        setSaved(
          changesPayoutAccount(body)
            ? `정산 계좌가 변경되었습니다. (${displayOrNotRegistered(next.bank)} ${next.account})`
            : '저장되었습니다.',
        );
      },
      onError: (error) => {
        if (isReauthRequired(error)) setAwaitingReauth(body);
        else setFormError(errorMessageOf(error, SAVE_FAILED));
      },
    });
  }

  const field = (name: keyof ProfileFormValues) => ({
    id: `profile-${name}`,
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    onBlur: (event: { target: { value: string } }) => blur(name, event.target.value),
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
      {notice && (
        <Alert severity="info" role="status" onClose={() => setNotice(null)}>
          {notice}
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
        onChange={(event) => set('phone', formatPhoneInput(event.target.value))}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <TextField
        label="은행"
        select
        {...field('bank')}
        onChange={(event) => {
          set('bank', event.target.value);
          touch('bank');
        }}
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
        label="새 계좌번호"
        placeholder={user.account === '' ? '숫자와 하이픈만 입력' : '바꿀 때만 입력'}
        autoComplete="off"
        slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
        {...field('accountNumber')}
        helperText={
          fieldErrors['accountNumber'] ??
          (user.account === ''
            ? '정산받을 계좌번호를 입력해 주세요.'
            : `등록된 계좌(${user.account})를 그대로 쓰려면 비워 두세요. 계좌를 바꾸면 본인 확인이 필요하고, 24시간 안에 준비되는 정산은 보류됩니다.`)
        }
      />
      <div>
        <Button type="submit" variant="contained" loading={update.isPending}>
          저장
        </Button>
      </div>
      <SavedSnackbar open={saved !== null} message={saved ?? undefined} onClose={() => setSaved(null)} />
      {awaitingReauth && (
        <ReauthDialog
          onClose={() => setAwaitingReauth(null)}
          onConfirmed={() => {
            const body = awaitingReauth;
            setAwaitingReauth(null);
            send(body);
          }}
        />
      )}
    </Stack>
  );
}
