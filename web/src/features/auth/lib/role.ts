import type { Role } from '@settle/contract/users';
import type { ClaimsValidator, SignInCheckOptionsClaimsObject, SignInCheckOptionsClaimsValidator } from 'reactfire';

/** spec §4: the role is `admin` when the ID token's `role` claim says so, else `user`. */
export function roleFromClaims(claims: Readonly<Record<string, unknown>>): Role {
  return claims['role'] === 'admin' ? 'admin' : 'user';
}

/**
 * reactfire's `useSigninCheck` options for the admin role: its `hasRequiredClaims` is true
 * exactly when roleFromClaims says `admin` (it compares each claim with `===`). Module-level, so
 * every caller shares reactfire's one observable for it.
 */
export const ADMIN_CHECK: SignInCheckOptionsClaimsObject = { requiredClaims: { role: 'admin' } };

/** The role a signed-in check answers: `user` when signed out or without the admin claim. */
export function roleFromSigninCheck(check: { signedIn: boolean; hasRequiredClaims: boolean }): Role {
  return check.signedIn && check.hasRequiredClaims ? 'admin' : 'user';
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

const secondFactorValidator: ClaimsValidator = (claims) => ({
  hasRequiredClaims: signedInWithSecondFactor(claims),
  errors: {},
});

/**
 * reactfire's `useSigninCheck` options for "signed in with a second factor". A validator, not
 * `requiredClaims`, because the claim is nested (`firebase.sign_in_second_factor`) and any
 * factor will do. Not `useIdTokenResult`: reactfire caches that per uid for the page's life, so
 * it would keep the token from before an enrolment, while `useSigninCheck` reads the claims
 * again on every ID token change. reactfire keys its observable by `JSON.stringify` of the
 * validator, which is the same for every function: this must stay the app's only
 * `validateCustomClaims`, or two checks would share one answer.
 */
export const SECOND_FACTOR_CHECK: SignInCheckOptionsClaimsValidator = { validateCustomClaims: secondFactorValidator };
