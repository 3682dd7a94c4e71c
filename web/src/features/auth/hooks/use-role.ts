import type { Role } from '@settle/contract/users';
import { useEffect } from 'react';
import { useSigninCheck } from 'reactfire';
import { ADMIN_CHECK, readCachedRole, roleFromSigninCheck, writeCachedRole } from '../lib/role';

export interface RoleState {
  status: 'loading' | 'success';
  /**
   * While loading: the role cached in local storage (spec §9), for display only — guards must
   * wait for `success`. `user` when signed out.
   */
  role: Role;
}

/**
 * The signed-in user's role from the ID token's `role` claim (reactfire's `useSigninCheck` with
 * `requiredClaims`); follows token refreshes. A claim that cannot be read (spec §8) is thrown by
 * reactfire during render rather than reported as a status, so there is no `error` here.
 */
export function useRole(): RoleState {
  const { status, data } = useSigninCheck(ADMIN_CHECK);
  const verified: Role = status === 'success' ? roleFromSigninCheck(data) : 'user';
  const signedIn = status === 'success' && data.signedIn;

  useEffect(() => {
    if (signedIn) writeCachedRole(window.localStorage, verified);
  }, [signedIn, verified]);

  if (status !== 'success') return { status: 'loading', role: readCachedRole(window.localStorage) };
  return { status, role: verified };
}
