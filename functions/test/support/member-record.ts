/**
 * A member profile as registration and activation leave it: active, with a bank account and a
 * balance. Tests write it directly (the Admin SDK here, the emulator client in the browser
 * suites) and override what their case is about. Pure: it touches no emulator.
 */
import { Timestamp } from 'firebase-admin/firestore';
import type { UserRecord } from '../../src/modules/users/user-record.js';

export function memberRecord(uid: string, overrides: Partial<UserRecord> = {}): UserRecord {
  const now = Timestamp.now();
  return {
    uid,
    name: '김회원',
    email: `${uid}@example.com`,
    phone: '010-1234-5678',
    bank: '국민은행',
    account: '123-456-789012',
    assetsMinor: 123456,
    totalSettlementWon: 0,
    isNotificationEnabled: true,
    status: 'active',
    activatedAt: now,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}
