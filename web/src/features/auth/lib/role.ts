import type { Role } from '@settle/contract/users';

/** spec §4: the role is `admin` when the ID token's `role` claim says so, else `user`. */
export function roleFromClaims(claims: Readonly<Record<string, unknown>>): Role {
  return claims['role'] === 'admin' ? 'admin' : 'user';
}
