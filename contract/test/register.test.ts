import { describe, expect, it } from 'vitest';
import { banks } from '../src/banks.js';
import { registerSchema } from '../src/member-profile.js';
import { parseKorean } from '../src/validation.js';

const valid = {
  email: 'New@Example.com ',
  password: 'password-123',
  name: ' 홍길동 ',
  phone: '01012345678',
  bank: '카카오뱅크',
  account: '3333-01-1234567',
  consent: true,
  inviteCode: 'happy234',
};

function failure(body: unknown) {
  const result = parseKorean(registerSchema, body);
  if (result.success) throw new Error('expected a validation failure');
  return result;
}

describe('registerSchema', () => {
  it('normalizes a valid sign-up: email lower-cased, phone hyphenated, code upper-cased', () => {
    expect(registerSchema.parse(valid)).toEqual({
      ...valid,
      email: 'new@example.com',
      name: '홍길동',
      phone: '010-1234-5678',
      inviteCode: 'HAPPY234',
    });
  });

  it('accepts a hyphenated mobile number and refuses anything else, in Korean', () => {
    expect(registerSchema.parse({ ...valid, phone: '010-9876-5432' }).phone).toBe('010-9876-5432');
    for (const phone of ['02-123-4567', '010-12-5678', '0101234567a', '+821012345678']) {
      expect(failure({ ...valid, phone })).toMatchObject({ field: 'phone' });
    }
    expect(failure({ ...valid, phone: '1234' }).message).toBe(
      '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.',
    );
  });

  it('takes only the listed banks', () => {
    expect(banks).toHaveLength(20);
    expect(failure({ ...valid, bank: '없는은행' })).toMatchObject({
      field: 'bank',
      message: '은행: 목록에 있는 은행을 선택해 주세요.',
    });
  });

  it('requires consent to be exactly true', () => {
    expect(failure({ ...valid, consent: false })).toMatchObject({
      field: 'consent',
      message: '개인정보 수집·이용에 동의해 주세요.',
    });
    expect(failure({ ...valid, consent: 'true' }).field).toBe('consent');
  });

  it('checks password length, name, account and email', () => {
    expect(failure({ ...valid, password: 'short' }).message).toBe('비밀번호: 8자 이상 입력해 주세요.');
    expect(failure({ ...valid, password: 'x'.repeat(65) }).field).toBe('password');
    expect(failure({ ...valid, name: '  ' }).field).toBe('name');
    expect(failure({ ...valid, account: '12345' }).field).toBe('account');
    expect(failure({ ...valid, account: '12a-456789' }).field).toBe('account');
    expect(failure({ ...valid, email: 'not-an-email' })).toMatchObject({
      field: 'email',
      message: '이메일 주소를 확인해 주세요. (예: name@example.com)',
    });
  });

  it('refuses unknown fields such as a status or a balance', () => {
    expect(failure({ ...valid, status: 'active' }).message).toBe('허용되지 않은 항목이 있습니다: status');
  });
});
