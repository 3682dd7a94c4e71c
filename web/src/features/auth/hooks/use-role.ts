import type { Role } from '@settle/contract/users';
import { useEffect } from 'react';
import { useSigninCheck, type ClaimsValidator } from 'reactfire';
import { roleFromClaims } from '../lib/role';

// Module-level so reactfire's observable id (built from the options) stays the same.
const isAdminClaims: ClaimsValidator = (claims) => ({
  hasRequiredClaims: roleFromClaims(claims) === 'admin',
  errors: {},
});

export interface RoleState {
  status: 'loading' | 'error' | 'success';
  /** `user` until known, when signed out and when the claim cannot be read (spec §4, §8). */
  role: Role;
}

/** The signed-in user's role from the ID token claim; follows token refreshes. */
export function useRole(): RoleState {
  const { status, data, error } = useSigninCheck({ validateCustomClaims: isAdminClaims });

  useEffect(() => {
    // spec §8: role failures are logged only.
    if (status === 'error') console.warn('auth.role-check-failed', error);
  }, [status, error]);

  const isAdmin = status === 'success' && data.signedIn && data.hasRequiredClaims;
  return { status, role: isAdmin ? 'admin' : 'user' };
}
