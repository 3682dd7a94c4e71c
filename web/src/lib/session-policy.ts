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
