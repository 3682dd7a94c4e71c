import { hundredthsToNumber } from '@settle/contract/money';
import type { AdminUser } from '@settle/contract/admin-users';
import { maskAccount, type Role, type User, type UserStatus } from '@settle/contract/users';
import type { Timestamp } from 'firebase-admin/firestore';
import { memberSearchTokens } from '../../lib/search-tokens.js';

/** Who refused a sign-up, when and why (the reason as the operator typed it, NFC). */
export interface RejectionRecord {
  reason: string;
  at: Timestamp;
  byUid: string;
  byEmail: string;
}

/** A member document, `users/{uid}`. Money fields are integers (see contract/money). */
export interface UserRecord {
  uid: string;
  name: string;
  email: string;
  phone: string;
  bank: string;
  /**
   * The account number is never stored in clear (modules/accounts/account-cipher.ts): its last
   * four digits for display, a keyed hash for duplicate checks, and the AES-256-GCM ciphertext
   * bound to this uid. All '' when no account is registered.
   */
  accountLast4: string;
  accountHash: string;
  accountCipher: string;
  /** When bank or account last changed (payout hold, PRODUCT.md); null/absent: never changed. */
  accountChangedAt?: Timestamp | null;
  /** Asset hundredths. Changes only together with a ledger entry (issue #4). */
  assetsMinor: number;
  /** Won paid out over all settlements. */
  totalSettlementWon: number;
  isNotificationEnabled: boolean;
  status: UserStatus;
  /** When an admin last activated the member; null while never activated. */
  activatedAt: Timestamp | null;
  /** When the member was last deactivated (kept after a re-activation as history). */
  deactivatedAt?: Timestamp;
  /**
   * The refusal of the sign-up (issue 16): kept after a later activation as history; the
   * member is shown it only while their status is `rejected`.
   */
  rejection?: RejectionRecord | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /**
   * The member search index (lib/search-tokens.ts): written together with every write of name,
   * email or phone. Absent on profiles older than the index until `npm run backfill:search`.
   */
  searchTokens?: string[];
}

/**
 * The `searchTokens` of a member after a write of some of name, email and phone: spread it into
 * the same write, so the index never lags the fields it stands for.
 */
export function memberTokensAfter(
  current: Pick<UserRecord, 'name' | 'email' | 'phone'>,
  change: Partial<Pick<UserRecord, 'name' | 'email' | 'phone'>> = {},
): { searchTokens: string[] } {
  return { searchTokens: memberSearchTokens({ ...current, ...definedOnly(change) }) };
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
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
    account: maskAccount(record.accountLast4 ?? ''),
    assets: hundredthsToNumber(record.assetsMinor),
    isNotificationEnabled: record.isNotificationEnabled,
    totalSettlement: record.totalSettlementWon,
    status: record.status,
    ...(record.status === 'rejected' && record.rejection
      ? { rejection: { reason: record.rejection.reason, at: record.rejection.at.toDate().toISOString() } }
      : {}),
  };
}

/** The admin view of a member: the member shape plus the role claim and dates. */
export function toAdminUserDto(record: UserRecord, role: Role): AdminUser {
  return {
    ...toUserDto(record),
    role,
    createdAt: record.createdAt.toDate().toISOString(),
    // Profiles written before activatedAt existed have no field: treat as never activated.
    activatedAt: record.activatedAt?.toDate().toISOString() ?? null,
  };
}
