import type { IdlePolicy } from './session-policy';

/**
 * Local-storage key of the last input: `<epoch ms> <uid>`. Local, not session, storage: every tab
 * of the browser reads and writes the same one (input in one keeps all alive), and it outlives a
 * browser restart (the member's 24 hours). Sign-out's storage wipe removes it.
 */
export const LAST_ACTIVITY_KEY = 'settle.last-activity';

/** The stored last input of this account, or null (none, another account's, unreadable). */
export function readLastActivity(storage: Pick<Storage, 'getItem'>, uid: string): number | null {
  const [at = '', owner] = (storage.getItem(LAST_ACTIVITY_KEY) ?? '').split(' ');
  const value = Number(at);
  return owner === uid && value > 0 && Number.isFinite(value) ? value : null;
}

export type IdleState = { phase: 'active' } | { phase: 'warning'; deadline: number } | { phase: 'expired' };

/**
 * What counts as the person using the app. Not `scroll`: pages scroll themselves (after a
 * navigation); the wheel, touch and keys that scroll are here. Not an element's focus: a dialog
 * moves focus when it opens. `focus` is the window's (the tab or window coming back) and arrives
 * with `visibilitychange` (listened to without capture, so element focus does not reach them).
 */
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;
const RETURN_EVENTS = ['focus', 'visibilitychange'] as const;

/** Input closer together than this is not written again (pointermove fires every frame). */
const WRITE_EVERY_MS = 1_000;

export function formatLastActivity(at: number, uid: string): string {
  return `${at} ${uid}`;
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

/** The warning's countdown: whole seconds left until `deadline`, never below 0. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

export interface IdleTrackerOptions {
  uid: string;
  policy: IdlePolicy;
  /** When this session signed in (epoch ms; NaN when unknown). */
  signedInAt: number;
  /** Local storage: shared by the browser's tabs, which also receive its `storage` events. */
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The window: input, the tab's return and other tabs' `storage` events arrive here. */
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Called with the state at start and whenever it changes; `expired` is the last call. */
  onChange: (state: IdleState) => void;
}

export interface IdleTracker {
  /** Input seen elsewhere (the warning's 계속 사용 button). */
  touch: () => void;
  /** Whether the idle time has passed, judged now (for a tab another tab signed out). */
  overdue: () => boolean;
  stop: () => void;
}

/**
 * Watches a session for inactivity. Every decision compares timestamps (the last input, read
 * again from the shared storage, against the clock), and timers only say when to look: a tab that
 * slept (phone locked, laptop closed) fires its late timer, or sees its return event, and signs
 * out at once when the time has passed; input after the deadline does not revive the session.
 */
export function startIdleTracker(options: IdleTrackerOptions): IdleTracker {
  const { uid, policy, storage, target, onChange } = options;
  let last = 0;
  let state: IdleState | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  /** Another tab's later input counts here too (its `storage` event may not have arrived yet). */
  const sync = () => {
    const shared = readLastActivity(storage, uid);
    if (shared !== null && shared > last) last = shared;
  };
  const write = () => {
    try {
      storage.setItem(LAST_ACTIVITY_KEY, formatLastActivity(last, uid));
    } catch {
      // Storage full or refused: this tab still judges by its own input.
    }
  };
  const publish = (next: IdleState) => {
    const same =
      state !== null &&
      next.phase === state.phase &&
      (next.phase !== 'warning' || (state.phase === 'warning' && next.deadline === state.deadline));
    state = next;
    if (!same) onChange(next);
  };
  const overdue = () => {
    sync();
    return Date.now() - last >= policy.idleMs;
  };
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    for (const type of INPUT_EVENTS) target.removeEventListener(type, onInput, true);
    for (const type of RETURN_EVENTS) target.removeEventListener(type, onInput);
    target.removeEventListener('storage', onStorage);
  };
  const evaluate = () => {
    clearTimeout(timer);
    if (stopped) return;
    if (overdue()) {
      stop();
      publish({ phase: 'expired' });
      return;
    }
    const now = Date.now();
    const deadline = last + policy.idleMs;
    const warnAt = deadline - policy.warnMs;
    publish(policy.warnMs > 0 && now >= warnAt ? { phase: 'warning', deadline } : { phase: 'active' });
    timer = setTimeout(evaluate, (now < warnAt ? warnAt : deadline) - now);
  };
  // Checked before it is recorded: input that comes after the deadline signs out.
  function onInput() {
    if (stopped) return;
    if (overdue()) return evaluate();
    const now = Date.now();
    if (now - last < WRITE_EVERY_MS) return;
    last = now;
    write();
    evaluate();
  }
  function onStorage(event: Event) {
    // `key` is null when another tab cleared the storage (its sign-out): judge by what we knew.
    const { key } = event as StorageEvent;
    if (key === null || key === LAST_ACTIVITY_KEY) evaluate();
  }

  const now = Date.now();
  const stored = readLastActivity(storage, uid);
  last = lastActivityAt(stored, options.signedInAt, now);
  if (last !== stored) write();
  for (const type of INPUT_EVENTS) target.addEventListener(type, onInput, { capture: true, passive: true });
  for (const type of RETURN_EVENTS) target.addEventListener(type, onInput, { passive: true });
  target.addEventListener('storage', onStorage);
  evaluate();
  return { touch: onInput, overdue, stop };
}
