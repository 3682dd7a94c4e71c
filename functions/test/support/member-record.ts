/**
 * A member profile as registration and activation leave it: active, with a bank account and a
 * balance. Tests write it directly (the Admin SDK here, the emulator client in the browser
 * suites) and override what their case is about. `account` is the number as typed: it is stored
 * as sign-up stores it, encrypted (last four digits, keyed hash, ciphertext; needs ACCOUNT_KEYS,
 * which the emulator scripts export). It carries the member search tokens of its name, e-mail
 * and phone. Pure: it touches no emulator.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { storedAccount } from '../../src/modules/accounts/account-cipher.js';
import { memberTokensAfter, type UserRecord } from '../../src/modules/users/user-record.js';

export function memberRecord(
  uid: string,
  overrides: Partial<UserRecord> & { account?: string } = {},
): UserRecord {
  const now = Timestamp.now();
  const { account = '123-456-789012', ...rest } = overrides;
  const record: UserRecord = {
    uid,
    name: '김회원',
    email: `${uid}@example.com`,
    phone: '010-1234-5678',
    bank: '국민은행',
    ...storedAccount(uid, account),
    accountChangedAt: null,
    assetsMinor: 123456,
    totalSettlementWon: 0,
    isNotificationEnabled: true,
    status: 'active',
    activatedAt: now,
    createdAt: now,
    updatedAt: now,
    ...rest,
  };
  // Indexed for search as sign-up indexes it, unless the case sets its own tokens (or none).
  return 'searchTokens' in overrides ? record : { ...record, ...memberTokensAfter(record) };
}
