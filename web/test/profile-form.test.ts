import { describe, expect, it } from 'vitest';
import type { User } from '@settle/contract/users';
import {
  ACCOUNT_FOR_NEW_BANK,
  changesPayoutAccount,
  displayOrNotRegistered,
  profileFormOf,
  toProfileUpdate,
  UNCHANGED_MESSAGE,
} from '../src/features/settings/lib/profile-form';

const user: User = {
  id: 'u1',
  uid: 'u1',
  name: '김가맹',
  email: 'member@example.com',
  phone: '010-1234-5678',
  bank: '',
  account: '',
  assets: 0,
  isNotificationEnabled: true,
  totalSettlement: 0,
  status: 'active',
};

describe('profile form → PATCH /users/me body', () => {
  it('refuses without a signed-in account (spec §5)', () => {
    expect(toProfileUpdate(profileFormOf(user), user, false)).toMatchObject({
      success: false,
      message: '로그인이 필요합니다',
    });
  });

  it('refuses without user data with an id (spec §5)', () => {
    expect(toProfileUpdate(profileFormOf(user), null, true)).toMatchObject({
      success: false,
      message: '사용자 데이터가 없습니다',
    });
    expect(toProfileUpdate(profileFormOf(user), { ...user, id: '' }, true)).toMatchObject({
      message: '사용자 데이터가 없습니다',
    });
  });

  it('sends accountNumber as account, and only what changed', () => {
    const values = { ...profileFormOf(user), bank: '신한은행', accountNumber: '110-123-456789' };
    expect(toProfileUpdate(values, user, true)).toEqual({
      success: true,
      body: { bank: '신한은행', account: '110-123-456789' },
    });
  });

  it('says 변경된 내용이 없습니다 (not the API wording) when nothing changed, so no request is sent', () => {
    const result = toProfileUpdate(profileFormOf(user), user, true);
    expect(result).toEqual({
      success: false,
      message: '변경된 내용이 없습니다.',
      fieldErrors: {},
      unchanged: true,
    });
    // Spaces around an unchanged name are not a change either.
    expect(toProfileUpdate({ ...profileFormOf(user), name: ' 김가맹 ' }, user, true)).toMatchObject({
      success: false,
      message: UNCHANGED_MESSAGE,
      unchanged: true,
    });
  });

  it('puts an account-number error under the 계좌번호 field', () => {
    const result = toProfileUpdate({ ...profileFormOf(user), accountNumber: '12ab' }, user, true);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors.accountNumber).toMatch(/숫자와 하이픈/);
  });
});

describe('the payout account in the profile form (masked by the API)', () => {
  const registered: User = { ...user, bank: '신한은행', account: '****4444' };

  it('never puts the masked account into the field: it starts empty and empty keeps the account', () => {
    const values = profileFormOf(registered);
    expect(values.accountNumber).toBe('');
    expect(values.bank).toBe('신한은행');
    expect(toProfileUpdate(values, registered, true)).toMatchObject({ unchanged: true });
    // Changing only the name sends only the name: no account, so no 본인 확인 is needed.
    const nameOnly = toProfileUpdate({ ...values, name: '김새이름' }, registered, true);
    expect(nameOnly).toEqual({ success: true, body: { name: '김새이름' } });
    if (nameOnly.success) expect(changesPayoutAccount(nameOnly.body)).toBe(false);
  });

  it('sends a typed new number as account (bank unchanged) and marks it a payout-account change', () => {
    const result = toProfileUpdate(
      { ...profileFormOf(registered), accountNumber: '110-987-654321' },
      registered,
      true,
    );
    expect(result).toEqual({ success: true, body: { account: '110-987-654321' } });
    if (result.success) expect(changesPayoutAccount(result.body)).toBe(true);
  });

  it('asks for the new bank’s number when only the bank was changed', () => {
    const result = toProfileUpdate({ ...profileFormOf(registered), bank: 'KB국민은행' }, registered, true);
    expect(result).toEqual({
      success: false,
      message: ACCOUNT_FOR_NEW_BANK,
      fieldErrors: { accountNumber: '은행을 바꾸면 새 계좌번호도 입력해 주세요.' },
    });
    expect(
      toProfileUpdate(
        { ...profileFormOf(registered), bank: 'KB국민은행', accountNumber: '123456-01-000001' },
        registered,
        true,
      ),
    ).toEqual({ success: true, body: { bank: 'KB국민은행', account: '123456-01-000001' } });
  });

  it('clears bank and account together when 미등록 is chosen', () => {
    expect(toProfileUpdate({ ...profileFormOf(registered), bank: '' }, registered, true)).toEqual({
      success: true,
      body: { bank: '', account: '' },
    });
  });
});

describe('displayOrNotRegistered', () => {
  it('shows 미등록 for an empty bank or account (spec §3)', () => {
    expect(displayOrNotRegistered('')).toBe('미등록');
    expect(displayOrNotRegistered('  ')).toBe('미등록');
    expect(displayOrNotRegistered('신한은행')).toBe('신한은행');
  });
});
