import { hundredthsToNumber } from '@settle/contract/money';
import type {
  AdminUpdateUserInput,
  AdminUser,
  AdminUserDetail,
  AdminUserListQuery,
  AdminUserPage,
} from '@settle/contract/admin-users';
import { messages } from '@settle/contract/messages';
import { maskAccount, type UserStatus } from '@settle/contract/users';
import { FieldValue, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import {
  rowsOf,
  type ExportColumn,
  type ExportRow,
  type TableExport,
} from '../../lib/export/table-export.js';
import { db } from '../../lib/firebase.js';
import { countOf, readPageWithSums, walkDocs, type ListOrder } from '../../lib/paging.js';
import { memberMatches, searchQuery } from '../../lib/search-tokens.js';
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
import { memberTokensAfter, toAdminUserDto, type UserRecord } from './user-record.js';
import { readAssetUnit } from '../rates/asset-unit.js';

/** As the admin screens word them (web admin-users/lib/user-display.ts). */
const userStatusLabels: Record<UserStatus, string> = {
  pending: '승인 대기',
  active: '활성',
  deactivated: '비활성',
  rejected: '반려',
};

const users = () => db().collection(collections.users);

/** Newest first; readPage adds the document id as the tie-breaker. */
const NEWEST_FIRST: ListOrder = [['createdAt', 'desc']];

/**
 * The members of a list query as one Firestore query: the status filter and, with `q`, the one
 * search token (`searchTokens array-contains`, lib/search-tokens.ts), newest first. Indexed for
 * every combination (firestore.indexes.json): the reads of a page never depend on how many
 * members there are. `matches` is the check of what the token alone does not promise (a query
 * longer than the longest stored token); whoever walks the query keeps only the documents it
 * accepts.
 */
export function usersExportQuery(query: Pick<AdminUserListQuery, 'q' | 'status'>): {
  base: Query;
  order: ListOrder;
  matches: (doc: QueryDocumentSnapshot) => boolean;
} {
  let base: Query = users();
  if (query.status) base = base.where('status', '==', query.status);
  const search = query.q ? searchQuery(query.q, 'member') : null;
  if (search) base = base.where('searchTokens', 'array-contains', search.token);
  const recheck = search?.recheck ?? [];
  return {
    base,
    order: NEWEST_FIRST,
    matches: (doc) => recheck.length === 0 || memberMatches(doc.data() as UserRecord, recheck),
  };
}

/** How many members an export reads at a time: one chunk is in memory, not the whole list. */
const EXPORT_CHUNK = 500;

/**
 * GET /admin/users?format=csv|xlsx&reason=…: every member matching q and status (no paging), the
 * account masked as in the list (the full number is for payouts: the settlement lines export).
 * The rows walk the list's own indexed query by cursor, one chunk in memory at a time, and the
 * file is streamed as they come.
 */
export async function exportUsers(query: AdminUserListQuery): Promise<{ table: TableExport; count: number }> {
  const { base, order, matches } = usersExportQuery(query);
  const [unit, count] = await Promise.all([readAssetUnit(), countOf(base)]);
  async function* matching(): AsyncGenerator<UserRecord[]> {
    for await (const docs of walkDocs(base, order, EXPORT_CHUNK)) {
      yield docs.filter(matches).map((doc) => doc.data() as UserRecord);
    }
  }
  return {
    // An upper bound when a long query is rechecked on the documents (the access record's count).
    count,
    table: { what: '회원목록', columns: userColumns(unit), rows: rowsOf(matching(), userRow) },
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
 * GET /admin/users: members newest first, filtered by status and searched by name, e-mail or
 * phone through the search index (usersExportQuery), one page by cursor: page size + 1 reads
 * (and the count with the first page) whatever the number of members. A page can come out
 * shorter than its size when the query is longer than any stored token and the page's documents
 * fail the full check; `total` then counts the token's matches, an upper bound.
 */
export async function listUsers(query: AdminUserListQuery): Promise<AdminUserPage> {
  const { base, order, matches } = usersExportQuery(query);
  const { sums, ...page } = await readPageWithSums(base, order, query, (doc) => doc, ['assetsMinor']);
  const records = page.items.filter(matches).map((doc) => doc.data() as UserRecord);
  const roles = await authRoles(records.map((r) => r.uid));
  return {
    ...page,
    items: records.map((r) => toAdminUserDto(r, roles.get(r.uid) ?? 'user')),
    // 보유 자산 합계 of every member the filters match (the token's matches when rechecked).
    totals: sums ? { assets: hundredthsToNumber(sums.assetsMinor) } : null,
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
    const tokens = memberTokensAfter(current, { name: rest.name, phone: rest.phone });
    tx.update(ref, { ...rest, ...change?.update, ...tokens, updatedAt: FieldValue.serverTimestamp() });
    return { record: { ...current, ...rest, ...change?.update, ...tokens }, planned: change };
  });
  await announceAccountChange(uid, planned);
  return toAdminUserDto(record, await authRole(uid));
}
