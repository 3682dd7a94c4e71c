import type { Role } from '@settle/contract/users';
import type { UserRecord as AuthUserRecord } from 'firebase-admin/auth';
import { collections } from '../../lib/collections.js';
import { adminAuth, db } from '../../lib/firebase.js';

/** `getUsers` accepts at most 100 identifiers per call. */
const AUTH_BATCH = 100;

export function userRef(uid: string) {
  return db().collection(collections.users).doc(uid);
}

export function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

function roleOf(account: AuthUserRecord | undefined): Role {
  return account?.customClaims?.['role'] === 'admin' ? 'admin' : 'user';
}

/**
 * The role of each uid, read from the Auth custom claim (the one source of truth for roles,
 * spec §4). A profile without an Auth account counts as a plain user.
 */
export async function authRoles(uids: readonly string[]): Promise<Map<string, Role>> {
  const roles = new Map<string, Role>();
  for (let i = 0; i < uids.length; i += AUTH_BATCH) {
    const batch = uids.slice(i, i + AUTH_BATCH).map((uid) => ({ uid }));
    const { users } = await adminAuth().getUsers(batch);
    for (const account of users) roles.set(account.uid, roleOf(account));
  }
  for (const uid of uids) if (!roles.has(uid)) roles.set(uid, 'user');
  return roles;
}

export async function authRole(uid: string): Promise<Role> {
  return (await authRoles([uid])).get(uid) ?? 'user';
}
