import { banks } from '@settle/contract/banks';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { errorMessageOf } from '../../../lib/api-error';
import {
  emptyRegisterForm,
  toRegisterPayload,
  type RegisterFormValues,
  type RegisterMode,
  type RegisterPayload,
} from '../lib/register-form';

const SIGN_UP_FAILED = '가입하지 못했습니다. 잠시 후 다시 시도해 주세요.';

const FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(emptyRegisterForm));

type TextFieldName = Exclude<keyof RegisterFormValues, 'consent'>;

export interface RegisterFormProps {
  mode: RegisterMode;
  inviteCode: string;
  /** Sends the validated payload; rejects with the server's error. */
  onSubmit: (payload: RegisterPayload) => Promise<void>;
}

/**
 * Step 2 of sign-up. Validates with the contract schema (the server's Korean messages) and shows
 * each problem under its field; a server refusal shows in an Alert above the form.
 */
export function RegisterForm({ mode, inviteCode, onSubmit }: RegisterFormProps) {
  const [values, setValues] = useState<RegisterFormValues>(emptyRegisterForm);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<string, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (name: keyof RegisterFormValues, value: string | boolean) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = toRegisterPayload(values, inviteCode, mode);
    if (!result.success) {
      setFieldErrors(result.fieldErrors);
      // A problem no input shows (the invite code, the body as a whole) goes to the Alert.
      const orphan = Object.entries(result.fieldErrors).find(([field]) => !FORM_FIELDS.has(field));
      setServerError(orphan?.[1] ?? null);
      return;
    }
    setFieldErrors({});
    setServerError(null);
    setSubmitting(true);
    try {
      await onSubmit(result.payload);
    } catch (caught) {
      setServerError(errorMessageOf(caught, SIGN_UP_FAILED));
      setSubmitting(false);
    }
  }

  const text = (name: TextFieldName, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      id={`register-${name}`}
      name={name}
      label={label}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={fieldErrors[name] !== undefined}
      helperText={fieldErrors[name]}
      disabled={submitting}
      fullWidth
      {...extra}
    />
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit}>
      {serverError && (
        <Alert severity="error" role="alert">
          {serverError}
        </Alert>
      )}
      {mode === 'password' && (
        <>
          {text('email', '이메일', { type: 'email', autoComplete: 'email', autoFocus: true })}
          {text('password', '비밀번호', { type: 'password', autoComplete: 'new-password' })}
          {text('passwordConfirm', '비밀번호 확인', { type: 'password', autoComplete: 'new-password' })}
        </>
      )}
      {text('name', '이름', { autoComplete: 'name', autoFocus: mode === 'identity' })}
      {text('phone', '휴대폰 번호', {
        type: 'tel',
        autoComplete: 'tel',
        placeholder: '010-1234-5678',
      })}
      {text('bank', '은행', {
        select: true,
        children: banks.map((bank) => (
          <MenuItem key={bank} value={bank}>
            {bank}
          </MenuItem>
        )),
      })}
      {text('account', '계좌번호', {
        placeholder: '숫자와 하이픈(-)만 입력',
        slotProps: { htmlInput: { inputMode: 'numeric' } },
      })}
      <div>
        <FormControlLabel
          control={
            <Checkbox
              name="consent"
              checked={values.consent}
              onChange={(event) => set('consent', event.target.checked)}
              disabled={submitting}
            />
          }
          label="개인정보 수집 및 이용에 동의합니다."
        />
        {fieldErrors['consent'] && <FormHelperText error>{fieldErrors['consent']}</FormHelperText>}
      </div>
      <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
        가입하기
      </Button>
    </Stack>
  );
}
