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
 * Local-storage key of the last input: `<epoch ms> <uid>`. Local, not session, storage: every tab
 * of the browser reads and writes the same one (input in one keeps all alive), and it outlives a
 * browser restart (the member's 24 hours). Sign-out's storage wipe removes it. A plain string, not
 * JSON: the shell reads it before anything else renders, and its parser is in the first JS.
 */
export const LAST_ACTIVITY_KEY = 'settle.last-activity';

/** The stored last input of this account, or null (none, another account's, unreadable). */
export function readLastActivity(storage: Pick<Storage, 'getItem'>, uid: string): number | null {
  const [at = '', owner] = (storage.getItem(LAST_ACTIVITY_KEY) ?? '').split(' ');
  const value = Number(at);
  return owner === uid && value > 0 && Number.isFinite(value) ? value : null;
}

/**
 * Whether a session that is being opened looks past its idle time: the shell then shows only the
 * progress bar, and calls no API, until the idle sign-out (a lazy chunk) has judged it — signed
 * out, or (a sign-in newer than the record) kept and shown. Only a hint: the tracker decides.
 */
export function idleAtOpen(storage: Pick<Storage, 'getItem'>, uid: string, role: Role, now: number): boolean {
  const last = readLastActivity(storage, uid);
  return last !== null && now - last >= IDLE_POLICY[role].idleMs;
}
