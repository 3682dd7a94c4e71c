import type { AdminUpdateUserInput, AdminUser, AdminUserListQuery } from '@settle/contract/admin-users';
import type { Page } from '@settle/contract/paging';
import { messages } from '@settle/contract/messages';
import { FieldValue, type Query } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { authRole, authRoles, userRef } from './user-store.js';
import { toAdminUserDto, type UserRecord } from './user-record.js';

function matches(record: UserRecord, q: string): boolean {
  const needle = q.toLowerCase();
  if ([record.name, record.email, record.phone].some((v) => v.toLowerCase().includes(needle))) return true;
  // "01012345678" finds 010-1234-5678: a phone search ignores hyphens and spaces.
  const digits = /^[\d\s-]+$/.test(q) ? q.replace(/\D/g, '') : '';
  return digits.length > 0 && record.phone.replace(/\D/g, '').includes(digits);
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
  let source: Query = db().collection(collections.users);
  if (query.status) source = source.where('status', '==', query.status);
  const snap = await source.get();
  const q = query.q ?? '';
  const records = snap.docs
    .map((doc) => doc.data() as UserRecord)
    .filter((record) => q === '' || matches(record, q))
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis() || a.uid.localeCompare(b.uid));

  const start = (query.page - 1) * query.pageSize;
  const pageRecords = records.slice(start, start + query.pageSize);
  const roles = await authRoles(pageRecords.map((r) => r.uid));
  return {
    items: pageRecords.map((r) => toAdminUserDto(r, roles.get(r.uid) ?? 'user')),
    total: records.length,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One member as admins see it; 404 in Korean when there is no such member. */
export async function getAdminUser(uid: string): Promise<AdminUser> {
  const snap = await userRef(uid).get();
  if (!snap.exists) throw new AppError('not-found', messages.userNotFound);
  return toAdminUserDto(snap.data() as UserRecord, await authRole(uid));
}

/** PATCH /admin/users/{id}: an operator corrects a member's contact and bank details. */
export async function adminUpdateUser(uid: string, input: AdminUpdateUserInput): Promise<AdminUser> {
  const ref = userRef(uid);
  const record = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new AppError('not-found', messages.userNotFound);
    tx.update(ref, { ...input, updatedAt: FieldValue.serverTimestamp() });
    return { ...(snap.data() as UserRecord), ...input };
  });
  return toAdminUserDto(record, await authRole(uid));
}
