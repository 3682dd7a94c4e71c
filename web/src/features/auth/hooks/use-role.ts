import type { Role } from '@settle/contract/users';
import { useEffect } from 'react';
import { useAuthState } from '../../../lib/auth-state';
import { readCachedRole, roleFromClaims, writeCachedRole } from '../lib/role';

export interface RoleState {
  status: 'loading' | 'error' | 'success';
  /**
   * While loading: the role cached in local storage (spec §9), for display only — guards must
   * wait for `success`. `user` when signed out and when the claim cannot be read (spec §4, §8).
   */
  role: Role;
}

/** The signed-in user's role from the ID token claim; follows token refreshes. */
export function useRole(): RoleState {
  const { status, signedIn, claims, error } = useAuthState();

  useEffect(() => {
    // spec §8: role failures are logged only.
    if (status === 'error') console.warn('auth.role-check-failed', error);
  }, [status, error]);

  const verified: Role = status === 'success' && signedIn && claims ? roleFromClaims(claims) : 'user';

  useEffect(() => {
    if (status === 'success' && signedIn) writeCachedRole(window.localStorage, verified);
  }, [status, signedIn, verified]);

  if (status === 'loading') return { status, role: readCachedRole(window.localStorage) };
  return { status, role: verified };
}
