import { banks } from '@settle/contract/banks';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState, type FormEvent } from 'react';
import { formatPhoneInput } from '../../../components/form/phone-format';
import { PasswordVisibilityButton } from '../../../components/form/password-visibility-button';
import { shownErrors, useTouchedFields } from '../../../components/form/touched-fields';
import { errorMessageOf } from '../../../lib/api-error';
import {
  emptyRegisterForm,
  toRegisterPayload,
  type RegisterFormValues,
  type RegisterMode,
  type RegisterPayload,
} from '../lib/register-form';
import { PrivacyConsentField } from './privacy-consent-field';

const SIGN_UP_FAILED = '가입하지 못했습니다. 잠시 후 다시 시도해 주세요.';

type FieldName = keyof RegisterFormValues;
type TextFieldName = Exclude<FieldName, 'consent'>;

/** The order of the fields on screen: a refused submit moves the focus to the first wrong one. */
const FIELD_ORDER: readonly FieldName[] = [
  'email',
  'password',
  'passwordConfirm',
  'name',
  'phone',
  'bank',
  'account',
  'consent',
];

export interface RegisterFormProps {
  mode: RegisterMode;
  inviteCode: string;
  /** Sends the validated payload; rejects with the server's error. */
  onSubmit: (payload: RegisterPayload) => Promise<void>;
}

/**
 * Step 2 of sign-up. Every field is checked with the contract schema as the person types, and
 * its message (what to do, without the label) shows under it once the field was touched
 * (components/form/touched-fields): it goes away the moment the value is right. A problem no
 * field shows (the invite code) and a server refusal show in an Alert above the form.
 */
export function RegisterForm({ mode, inviteCode, onSubmit }: RegisterFormProps) {
  const [values, setValues] = useState<RegisterFormValues>(emptyRegisterForm);
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const { touched, blur, touch, touchAll } = useTouchedFields<FieldName>();

  const validation = useMemo(() => toRegisterPayload(values, inviteCode, mode), [values, inviteCode, mode]);
  const errors = shownErrors<FieldName>(validation.success ? {} : validation.fieldErrors, touched);

  const set = (name: FieldName, value: string | boolean) =>
    setValues((previous) => ({ ...previous, [name]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    touchAll();
    if (!validation.success) {
      const wrong = FIELD_ORDER.find((field) => validation.fieldErrors[field] !== undefined);
      if (wrong) document.getElementById(`register-${wrong}`)?.focus();
      // A problem no input shows (the invite code, the body as a whole) goes to the Alert.
      const orphan = Object.entries(validation.fieldErrors).find(
        ([field]) => !FIELD_ORDER.includes(field as FieldName),
      );
      setServerError(orphan?.[1] ?? null);
      return;
    }
    setServerError(null);
    setSubmitting(true);
    try {
      await onSubmit(validation.payload);
    } catch (caught) {
      setServerError(errorMessageOf(caught, SIGN_UP_FAILED));
      setSubmitting(false);
    }
  }

  const text = (
    name: TextFieldName,
    label: string,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
    hint?: string,
  ) => (
    <TextField
      id={`register-${name}`}
      name={name}
      label={label}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      onBlur={(event) => blur(name, event.target.value)}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? hint}
      disabled={submitting}
      fullWidth
      {...extra}
    />
  );

  const passwordInput = {
    type: passwordVisible ? 'text' : 'password',
    autoComplete: 'new-password',
    slotProps: {
      input: {
        endAdornment: (
          <PasswordVisibilityButton
            visible={passwordVisible}
            onToggle={() => setPasswordVisible((v) => !v)}
          />
        ),
      },
    },
  };

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
          {text('password', '비밀번호', passwordInput, '8자 이상 입력해 주세요.')}
          {text('passwordConfirm', '비밀번호 확인', { ...passwordInput, slotProps: {} })}
        </>
      )}
      {text('name', '이름', { autoComplete: 'name', autoFocus: mode === 'identity' })}
      {text('phone', '휴대폰 번호', {
        type: 'tel',
        autoComplete: 'tel',
        placeholder: '010-1234-5678',
        onChange: (event) => set('phone', formatPhoneInput(event.target.value)),
        slotProps: { htmlInput: { inputMode: 'tel' } },
      })}
      {text('bank', '은행', {
        select: true,
        // A select has no typing to wait for: choosing is touching.
        onChange: (event) => {
          set('bank', event.target.value);
          touch('bank');
        },
        children: banks.map((bank) => (
          <MenuItem key={bank} value={bank}>
            {bank}
          </MenuItem>
        )),
      })}
      {text(
        'account',
        '계좌번호',
        {
          placeholder: '예: 110-123-456789',
          autoComplete: 'off',
          slotProps: { htmlInput: { inputMode: 'numeric' } },
        },
        '숫자와 하이픈(-)만 입력할 수 있습니다.',
      )}
      <PrivacyConsentField
        checked={values.consent}
        onChange={(checked) => set('consent', checked)}
        disabled={submitting}
        error={errors.consent}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
        가입하기
      </Button>
    </Stack>
  );
}
