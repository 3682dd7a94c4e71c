import { hundredthsToNumber } from '@settle/contract/money';
import type { User, UserStatus } from '@settle/contract/users';
import type { Timestamp } from 'firebase-admin/firestore';

/** A member document, `users/{uid}`. Money fields are integers (see contract/money). */
export interface UserRecord {
  uid: string;
  name: string;
  email: string;
  phone: string;
  bank: string;
  account: string;
  /** Asset hundredths. Changes only together with a ledger entry (issue #4). */
  assetsMinor: number;
  /** Won paid out over all settlements. */
  totalSettlementWon: number;
  isNotificationEnabled: boolean;
  status: UserStatus;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** The API shape of a member (spec §3 field names). */
export function toUserDto(record: UserRecord): User {
  return {
    id: record.uid,
    uid: record.uid,
    name: record.name,
    email: record.email,
    phone: record.phone,
    bank: record.bank,
    account: record.account,
    assets: hundredthsToNumber(record.assetsMinor),
    isNotificationEnabled: record.isNotificationEnabled,
    totalSettlement: record.totalSettlementWon,
    status: record.status,
  };
}
