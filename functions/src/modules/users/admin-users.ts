import type {
  AdminUpdateUserInput,
  AdminUser,
  AdminUserDetail,
  AdminUserListQuery,
} from '@settle/contract/admin-users';
import type { Page } from '@settle/contract/paging';
import { messages } from '@settle/contract/messages';
import { maskAccount, type UserStatus } from '@settle/contract/users';
import { FieldValue, type Query } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import {
  rowsOf,
  type ExportColumn,
  type ExportRow,
  type TableExport,
} from '../../lib/export/table-export.js';
import { db } from '../../lib/firebase.js';
import { isoOrNull } from '../../lib/timestamps.js';
import { revealAccount } from '../accounts/account-cipher.js';
import {
  accountChangesOf,
  announceAccountChange,
  planAccountChange,
  withoutPayoutFields,
  toAccountChangeDto,
  type AccountChangeRecord,
  type ChangeContext,
} from '../accounts/account-change.js';
import { authRole, authRoles, userRef } from './user-store.js';
import { toAdminUserDto, type UserRecord } from './user-record.js';
import { readAssetUnit } from '../rates/asset-unit.js';

/** As the admin screens word them (web admin-users/lib/user-display.ts). */
const userStatusLabels: Record<UserStatus, string> = {
  pending: '승인 대기',
  active: '활성',
  deactivated: '비활성',
  rejected: '반려',
};

function matches(record: UserRecord, q: string): boolean {
  const needle = q.toLowerCase();
  if ([record.name, record.email, record.phone].some((v) => v.toLowerCase().includes(needle))) return true;
  // "01012345678" finds 010-1234-5678: a phone search ignores hyphens and spaces.
  const digits = /^[\d\s-]+$/.test(q) ? q.replace(/\D/g, '') : '';
  return digits.length > 0 && record.phone.replace(/\D/g, '').includes(digits);
}

/** Every member matching the query's status and search, newest first. */
async function matchingUsers(query: AdminUserListQuery): Promise<UserRecord[]> {
  let source: Query = db().collection(collections.users);
  if (query.status) source = source.where('status', '==', query.status);
  const snap = await source.get();
  const q = query.q ?? '';
  return snap.docs
    .map((doc) => doc.data() as UserRecord)
    .filter((record) => q === '' || matches(record, q))
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis() || a.uid.localeCompare(b.uid));
}

/**
 * GET /admin/users?format=csv|xlsx&reason=…: every member matching q and status (no paging), the
 * account masked as in the list (the full number is for payouts: the settlement lines export).
 * The rows still come from the in-memory search of the list (`matchingUsers`) until the member
 * search index lands; then they walk its query by cursor (`rowsOf(walkDocs(base, order), …)`),
 * and the file itself is streamed either way.
 */
export async function exportUsers(query: AdminUserListQuery): Promise<{ table: TableExport; count: number }> {
  const [records, unit] = await Promise.all([matchingUsers(query), readAssetUnit()]);
  async function* oneChunk(): AsyncGenerator<UserRecord[]> {
    yield records;
  }
  return {
    count: records.length,
    table: { what: '회원목록', columns: userColumns(unit), rows: rowsOf(oneChunk(), userRow) },
  };
}

function userRow(r: UserRecord): ExportRow {
  return [
    r.name,
    r.email,
    r.phone,
    r.bank,
    maskAccount(r.accountLast4 ?? ''),
    r.assetsMinor,
    r.totalSettlementWon,
    userStatusLabels[r.status],
    r.createdAt.toDate(),
    r.activatedAt?.toDate() ?? null,
    // Only while rejected: a member activated later keeps the refusal as history elsewhere.
    r.status === 'rejected' ? (r.rejection?.reason ?? '') : '',
  ];
}

const userColumns = (unit: string): ExportColumn[] => [
  { header: '이름', kind: 'text' },
  { header: '이메일', kind: 'text', width: 28 },
  { header: '휴대폰', kind: 'text', width: 16 },
  { header: '은행', kind: 'text' },
  { header: '계좌번호', kind: 'text', width: 16 },
  // The unit in the header, as the won columns have theirs: the cells stay plain numbers.
  { header: `자산(${unit})`, kind: 'money', total: true },
  { header: '누적 정산액(원)', kind: 'number', total: true },
  { header: '상태', kind: 'text' },
  { header: '가입일', kind: 'date' },
  { header: '활성화일', kind: 'date' },
  { header: '반려 사유', kind: 'text', width: 30 },
];

/** How many payout-account changes the member detail shows (newest first). */
const ACCOUNT_HISTORY_LIMIT = 50;

/**
 * GET /admin/users/{id} (회원 상세): the member with the full account number (decrypted here;
 * the route notes the read in the access record), the payout-account history and the other
 * members registered with the same account (by its keyed hash; one equality query).
 */
export async function getAdminUserDetail(
  uid: string,
): Promise<{ detail: AdminUserDetail; decrypted: number }> {
  const ref = userRef(uid);
  const snap = await ref.get();
  if (!snap.exists) throw new AppError('not-found', messages.userNotFound);
  const record = snap.data() as UserRecord;
  const [role, history, same] = await Promise.all([
    authRole(uid),
    accountChangesOf(ref).orderBy('at', 'desc').limit(ACCOUNT_HISTORY_LIMIT).get(),
    record.accountHash
      ? db().collection(collections.users).where('accountHash', '==', record.accountHash).limit(51).get()
      : null,
  ]);
  const accountNumber = revealAccount(uid, record);
  return {
    detail: {
      user: {
        ...toAdminUserDto(record, role),
        accountNumber,
        accountChangedAt: isoOrNull(record.accountChangedAt ?? null),
        deactivatedAt: isoOrNull(record.deactivatedAt ?? null),
        rejected: record.rejection
          ? {
              reason: record.rejection.reason,
              at: record.rejection.at.toDate().toISOString(),
              by: { uid: record.rejection.byUid, email: record.rejection.byEmail },
            }
          : null,
      },
      accountHistory: history.docs.map((d) => toAccountChangeDto(d.id, d.data() as AccountChangeRecord)),
      sameAccountMembers: (same?.docs ?? [])
        .filter((d) => d.id !== uid)
        .map((d) => {
          const other = d.data() as UserRecord;
          return { id: d.id, name: other.name, email: other.email };
        }),
    },
    decrypted: accountNumber === '' ? 0 : 1,
  };
}

/**
 * GET /admin/users: members newest first, filtered by status and a search in name, email or
 * phone, one page at a time. Firestore has no "contains" query, so the status-filtered set is
 * read and searched, sorted and paged in memory: fine at this product's scale (an operator's
 * members, hundreds to a few thousand). Sorting in memory also means the status filter needs
 * no composite (status, createdAt) index. Past tens of thousands of members this wants a
 * search index instead.
 */
export async function listUsers(query: AdminUserListQuery): Promise<Page<AdminUser>> {
  const records = await matchingUsers(query);
  const start = query.cursor ? Number(query.cursor) : 0;
  const end = start + query.pageSize;
  const pageRecords = records.slice(start, end);
  const roles = await authRoles(pageRecords.map((r) => r.uid));
  return {
    items: pageRecords.map((r) => toAdminUserDto(r, roles.get(r.uid) ?? 'user')),
    total: records.length,
    pageSize: query.pageSize,
    nextCursor: end < records.length ? String(end) : null,
  };
}

/** One member as admins see it; 404 in Korean when there is no such member. */
export async function getAdminUser(uid: string): Promise<AdminUser> {
  const snap = await userRef(uid).get();
  if (!snap.exists) throw new AppError('not-found', messages.userNotFound);
  return toAdminUserDto(snap.data() as UserRecord, await authRole(uid));
}

/** PATCH /admin/users/{id}: an operator corrects a member's contact and bank details. */
export async function adminUpdateUser(
  uid: string,
  input: AdminUpdateUserInput,
  ctx: ChangeContext,
): Promise<AdminUser> {
  const ref = userRef(uid);
  const rest = withoutPayoutFields(input);
  const { record, planned } = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new AppError('not-found', messages.userNotFound);
    const current = snap.data() as UserRecord;
    // The admin's own sign-in must be recent to redirect a member's payouts.
    const change = planAccountChange(tx, ref, current, input, ctx);
    tx.update(ref, { ...rest, ...change?.update, updatedAt: FieldValue.serverTimestamp() });
    return { record: { ...current, ...rest, ...change?.update }, planned: change };
  });
  await announceAccountChange(uid, planned);
  return toAdminUserDto(record, await authRole(uid));
}
