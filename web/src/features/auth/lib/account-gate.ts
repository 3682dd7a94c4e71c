import type { User, UserStatus } from '@settle/contract/users';
import { isDeactivatedError, isNoProfileError } from '../../../lib/me';

/** What the account status gate shows a member (admins always pass, before this is asked). */
export type AccountGateView =
  | { kind: 'loading' }
  | { kind: 'two-steps' }
  | { kind: 'status'; status: Exclude<UserStatus, 'active'>; rejection?: User['rejection'] }
  | { kind: 'error'; error: unknown }
  | { kind: 'pass' };

/**
 * Decides from GET /users/me (PRODUCT.md Lifecycle 2-3). The two refusals that say who the
 * member is win over any profile held: no profile (404) → /two-steps, deactivated (403) → the
 * deactivated screen. Any other failure (no connection, a server error) blocks the pages only
 * when no profile is held yet: a failed refetch keeps the profile we had, so a member whose
 * phone lost its connection, or believes it is online while nothing goes through, keeps the
 * page they were on (restored from the session cache) instead of an error in its place. The
 * pages' own reads and writes show their errors there; the API refuses by status anyway.
 */
export function accountGateView(me: { data: User | undefined; error: unknown }): AccountGateView {
  if (me.error !== null && me.error !== undefined) {
    if (isNoProfileError(me.error)) return { kind: 'two-steps' };
    if (isDeactivatedError(me.error)) return { kind: 'status', status: 'deactivated' };
    if (me.data === undefined) return { kind: 'error', error: me.error };
  }
  if (me.data === undefined) return { kind: 'loading' };
  if (me.data.status === 'active') return { kind: 'pass' };
  // A rejected sign-up carries its reason (issue 16): the waiting screen tells the person why.
  return me.data.rejection
    ? { kind: 'status', status: me.data.status, rejection: me.data.rejection }
    : { kind: 'status', status: me.data.status };
}
