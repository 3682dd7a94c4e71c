import { describe, expect, it } from 'vitest';
import type { User } from '@settle/contract/users';
import {
  displayOrNotRegistered,
  profileFormOf,
  toProfileUpdate,
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

  it('says there is nothing to change in Korean when nothing changed', () => {
    const result = toProfileUpdate(profileFormOf(user), user, true);
    expect(result).toMatchObject({ success: false });
    if (result.success) return;
    expect(result.message).toMatch(/변경할 항목이 없습니다/);
  });

  it('puts an account-number error under the 계좌번호 field', () => {
    const result = toProfileUpdate({ ...profileFormOf(user), accountNumber: '12ab' }, user, true);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors.accountNumber).toMatch(/숫자와 하이픈/);
  });
});

describe('displayOrNotRegistered', () => {
  it('shows 미등록 for an empty bank or account (spec §3)', () => {
    expect(displayOrNotRegistered('')).toBe('미등록');
    expect(displayOrNotRegistered('  ')).toBe('미등록');
    expect(displayOrNotRegistered('신한은행')).toBe('신한은행');
  });
});
