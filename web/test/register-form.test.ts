import { describe, expect, it } from 'vitest';
import {
  emptyRegisterForm,
  PASSWORD_MISMATCH,
  toRegisterPayload,
  type RegisterFormValues,
} from '../src/features/sign-up/lib/register-form';

const filled: RegisterFormValues = {
  email: ' New@Example.com ',
  password: 'new-member-1234',
  passwordConfirm: 'new-member-1234',
  name: ' 신규가맹 ',
  phone: '01098765432',
  bank: '신한은행',
  account: '110-123-456789',
  consent: true,
};

describe('register form → POST /users/register body', () => {
  it('sends e-mail, password, profile, consent and the verified invite code, normalised like the server', () => {
    const result = toRegisterPayload(filled, 'happy234', 'password');
    expect(result).toEqual({
      success: true,
      payload: {
        mode: 'password',
        body: {
          email: 'new@example.com',
          password: 'new-member-1234',
          name: '신규가맹',
          phone: '010-9876-5432',
          bank: '신한은행',
          account: '110-123-456789',
          consent: true,
          inviteCode: 'HAPPY234',
        },
      },
    });
  });

  it('leaves out e-mail and password for a signed-in (Google) account without a profile', () => {
    const result = toRegisterPayload(
      { ...filled, email: '', password: '', passwordConfirm: '' },
      'HAPPY234',
      'identity',
    );
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.payload.mode).toBe('identity');
    expect(result.payload.body).not.toHaveProperty('email');
    expect(result.payload.body).not.toHaveProperty('password');
    expect(result.payload.body).toMatchObject({ name: '신규가맹', inviteCode: 'HAPPY234' });
  });

  it('refuses a confirmation that does not match the password', () => {
    const result = toRegisterPayload(
      { ...filled, passwordConfirm: 'something-else' },
      'HAPPY234',
      'password',
    );
    expect(result).toEqual({ success: false, fieldErrors: { passwordConfirm: PASSWORD_MISMATCH } });
  });

  it('says under every blank field what to do, in plain Korean, never "label: …"', () => {
    const result = toRegisterPayload(emptyRegisterForm, 'HAPPY234', 'password');
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors).toEqual({
      email: '이메일을 입력해 주세요.',
      password: '비밀번호를 입력해 주세요.',
      name: '이름을 입력해 주세요.',
      phone: '휴대폰 번호를 입력해 주세요.',
      bank: '은행을 선택해 주세요.',
      account: '계좌번호를 입력해 주세요.',
      consent: '개인정보 수집·이용에 동의해 주세요.',
    });
  });

  it('says what is wrong with a filled field, one rule at a time', () => {
    const wrong = (patch: Partial<RegisterFormValues>) => {
      const result = toRegisterPayload({ ...filled, ...patch }, 'HAPPY234', 'password');
      return result.success ? {} : result.fieldErrors;
    };
    expect(wrong({ email: 'new@example' })).toEqual({
      email: '이메일 주소를 확인해 주세요. (예: name@example.com)',
    });
    expect(wrong({ password: 'short', passwordConfirm: 'short' })).toEqual({
      password: '8자 이상 입력해 주세요.',
    });
    expect(wrong({ passwordConfirm: '' })).toEqual({ passwordConfirm: '비밀번호를 한 번 더 입력해 주세요.' });
    expect(wrong({ phone: '02-123-4567' })).toEqual({
      phone: '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.',
    });
    // Letters get the character rule, not a length error, even when the number is also short.
    expect(wrong({ account: '국민12' })).toEqual({ account: '계좌번호는 숫자와 하이픈만 입력해 주세요.' });
    expect(wrong({ account: '110-abc-456789' })).toEqual({
      account: '계좌번호는 숫자와 하이픈만 입력해 주세요.',
    });
    expect(wrong({ account: '12345' })).toEqual({ account: '계좌번호를 6자리 이상 입력해 주세요.' });
    expect(wrong({ account: '-123456' })).toEqual({
      account: '계좌번호는 숫자로 시작하고 숫자로 끝나야 합니다.',
    });
    expect(wrong({ name: '   ' })).toEqual({ name: '이름을 입력해 주세요.' });
  });

  it('reports a missing invite code under its own key, for the form to show above the fields', () => {
    const result = toRegisterPayload(filled, '', 'password');
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors).toHaveProperty('inviteCode');
  });
});
