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

  it('shows a Korean message under every field that is wrong, in the server’s wording', () => {
    const result = toRegisterPayload(emptyRegisterForm, 'HAPPY234', 'password');
    expect(result.success).toBe(false);
    if (result.success) return;
    const { fieldErrors } = result;
    expect(Object.keys(fieldErrors).sort()).toEqual(
      ['account', 'bank', 'consent', 'email', 'name', 'password', 'phone'].sort(),
    );
    expect(fieldErrors.phone).toBe('전화번호: 휴대폰 번호 형식이 올바르지 않습니다. (예: 010-1234-5678)');
    expect(fieldErrors.bank).toBe('은행: 목록에 있는 은행을 선택해 주세요.');
    expect(fieldErrors.consent).toBe('약관 동의: 약관에 동의해 주세요.');
    for (const message of Object.values(fieldErrors)) expect(message).toMatch(/[가-힣]/);
  });

  it('reports a missing invite code under its own key, for the form to show above the fields', () => {
    const result = toRegisterPayload(filled, '', 'password');
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors).toHaveProperty('inviteCode');
  });
});
