import { registerIdentitySchema, registerSchema, type RegisterIdentityInput, type RegisterInput } from '@settle/contract/member-profile';
import { validateForm } from '../../../lib/validate-form';

/** What the sign-up form holds, as typed. */
export interface RegisterFormValues {
  email: string;
  password: string;
  passwordConfirm: string;
  name: string;
  phone: string;
  /** '' until one is chosen */
  bank: string;
  account: string;
  consent: boolean;
}

export const emptyRegisterForm: RegisterFormValues = {
  email: '',
  password: '',
  passwordConfirm: '',
  name: '',
  phone: '',
  bank: '',
  account: '',
  consent: false,
};

export const PASSWORD_MISMATCH = '비밀번호가 일치하지 않습니다.';
export const PASSWORD_CONFIRM_EMPTY = '비밀번호를 한 번 더 입력해 주세요.';

/**
 * `password` signs up a new e-mail account; `identity` completes the profile of someone already
 * signed in (Google) without one: no e-mail or password, the token says who they are.
 */
export type RegisterMode = 'password' | 'identity';

export type RegisterPayload =
  | { mode: 'password'; body: RegisterInput }
  | { mode: 'identity'; body: RegisterIdentityInput };

export type RegisterFormResult =
  | { success: true; payload: RegisterPayload }
  | { success: false; fieldErrors: Partial<Record<keyof RegisterFormValues | '', string>> };

/** The request body before validation: what the person typed plus the verified invite code. */
export function registerBodyOf(values: RegisterFormValues, inviteCode: string, mode: RegisterMode) {
  const profile = {
    name: values.name,
    phone: values.phone,
    bank: values.bank,
    account: values.account,
    consent: values.consent,
    inviteCode,
  };
  return mode === 'password' ? { email: values.email, password: values.password, ...profile } : profile;
}

/**
 * Form → POST /users/register body, validated with the contract schema (its field messages:
 * what to do, without the label), plus the confirmation check that only the form knows about.
 */
export function toRegisterPayload(
  values: RegisterFormValues,
  inviteCode: string,
  mode: RegisterMode,
): RegisterFormResult {
  const body = registerBodyOf(values, inviteCode, mode);
  const fieldErrors: Partial<Record<keyof RegisterFormValues | '', string>> = {};
  if (mode === 'password' && values.passwordConfirm !== values.password) {
    fieldErrors.passwordConfirm = values.passwordConfirm === '' ? PASSWORD_CONFIRM_EMPTY : PASSWORD_MISMATCH;
  }
  if (mode === 'password') {
    const result = validateForm(registerSchema, body);
    if (result.success && Object.keys(fieldErrors).length === 0) {
      return { success: true, payload: { mode, body: result.data } };
    }
    if (!result.success) Object.assign(fieldErrors, result.fieldErrors);
    return { success: false, fieldErrors };
  }
  const result = validateForm(registerIdentitySchema, body);
  if (result.success) return { success: true, payload: { mode, body: result.data } };
  return { success: false, fieldErrors: result.fieldErrors };
}
