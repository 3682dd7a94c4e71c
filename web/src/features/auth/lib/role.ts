import type { Role } from '@settle/contract/users';

/** spec §4: the role is `admin` when the ID token's `role` claim says so, else `user`. */
export function roleFromClaims(claims: Readonly<Record<string, unknown>>): Role {
  return claims['role'] === 'admin' ? 'admin' : 'user';
}

/** spec §9: the role is cached in local storage (logout wipes it, which resets it to user). */
export const ROLE_STORAGE_KEY = 'settle.role';

export function readCachedRole(storage: Pick<Storage, 'getItem'>): Role {
  return storage.getItem(ROLE_STORAGE_KEY) === 'admin' ? 'admin' : 'user';
}

export function writeCachedRole(storage: Pick<Storage, 'setItem'>, role: Role): void {
  storage.setItem(ROLE_STORAGE_KEY, role);
}

/**
 * Whether the ID token was signed in with a second factor (`firebase.sign_in_second_factor`):
 * the API refuses admin calls without it (issue 16).
 */
export function signedInWithSecondFactor(claims: Readonly<Record<string, unknown>> | null): boolean {
  const firebase = claims?.['firebase'];
  if (typeof firebase !== 'object' || firebase === null) return false;
  const factor = (firebase as Record<string, unknown>)['sign_in_second_factor'];
  return typeof factor === 'string' && factor !== '';
}
