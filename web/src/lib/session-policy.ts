import type { Role } from '@settle/contract/users';

/**
 * How long a signed-in session may go without input (PRODUCT.md "Trust and compliance": an admin
 * session ends after 30 minutes idle; issue 16: a member is asked to sign in again after 24
 * hours). Every idle time of the app lives here, so changing one is one edit.
 *
 * These are the product's times in every build: the browser journey (e2e/idle-sign-out.test.ts)
 * moves Playwright's fake clock instead of shortening them.
 */
export interface IdlePolicy {
  /** Without input for this long, the session is signed out. */
  idleMs: number;
  /** A warning with a countdown shows this long before the sign-out (0: no warning). */
  warnMs: number;
}

export const MINUTE_MS = 60_000;

export const IDLE_POLICY: Readonly<Record<Role, IdlePolicy>> = {
  admin: { idleMs: 30 * MINUTE_MS, warnMs: MINUTE_MS },
  // A day is too long to sit on a countdown: the member simply finds /login on the next visit.
  user: { idleMs: 24 * 60 * MINUTE_MS, warnMs: 0 },
};

/**
 * Local-storage key of the last input, `{ uid, at }` (epoch ms). Local, not session, storage: every
 * tab of the browser reads and writes the same one (input in one keeps all alive), and it outlives
 * a browser restart (the member's 24 hours). Sign-out's storage wipe removes it.
 */
export const LAST_ACTIVITY_KEY = 'settle.last-activity';

/** The stored last input of this account, or null (none, another account's, unreadable). */
export function readLastActivity(storage: Pick<Storage, 'getItem'>, uid: string): number | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(LAST_ACTIVITY_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { uid: owner, at } = value as { uid?: unknown; at?: unknown };
    return owner === uid && typeof at === 'number' && Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

/**
 * When this account last used the app, as far as this browser knows. A sign-in is input too and
 * outdates a record that an earlier session of the account left behind when it ended without our
 * sign-out (a revoked token); a sign-in time ahead of this device's clock counts as now. Without a
 * record (storage cleared, or the first open after this rule shipped) there is nothing to judge by
 * and the count starts now.
 */
export function lastActivityAt(record: number | null, signedInAt: number, now: number): number {
  if (record === null) return now;
  return Number.isFinite(signedInAt) ? Math.max(record, Math.min(signedInAt, now)) : record;
}

/**
 * Whether a session that is being opened is already past its idle time, judged before any of its
 * content renders (the shell shows only the progress bar while the idle sign-out loads).
 */
export function idleAtOpen(
  storage: Pick<Storage, 'getItem'>,
  session: { uid: string; signedInAt: number; role: Role },
  now: number,
): boolean {
  const last = lastActivityAt(readLastActivity(storage, session.uid), session.signedInAt, now);
  return now - last >= IDLE_POLICY[session.role].idleMs;
}
