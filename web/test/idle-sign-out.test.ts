import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatLastActivity,
  LAST_ACTIVITY_KEY,
  secondsLeft,
  startIdleTracker,
  type IdleState,
  type IdleTracker,
} from '../src/lib/idle-tracker';
import { idleSignOutNotice } from '../src/features/auth/lib/idle-notice';
import { IDLE_POLICY, type IdlePolicy } from '../src/lib/session-policy';
import { FakeStorage } from './fake-storage';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const START = Date.UTC(2026, 10, 25, 1, 0, 0);
const UID = 'admin-1';

/** One browser tab: its window (events), the states it reported, its tracker. */
interface Tab {
  window: EventTarget;
  states: IdleState[];
  tracker: IdleTracker;
  /** The state it shows now. */
  readonly now: IdleState['phase'];
}

function openTab(
  storage: FakeStorage,
  policy: IdlePolicy = IDLE_POLICY.admin,
  { uid = UID, signedInAt = START }: { uid?: string; signedInAt?: number } = {},
): Tab {
  const target = new EventTarget();
  const states: IdleState[] = [];
  const tracker = startIdleTracker({
    uid,
    policy,
    signedInAt,
    storage,
    target,
    onChange: (state) => states.push(state),
  });
  return {
    window: target,
    states,
    tracker,
    get now() {
      return states.at(-1)?.phase ?? 'active';
    },
  };
}

function input(tab: Tab, type = 'pointerdown'): void {
  tab.window.dispatchEvent(new Event(type));
}

/** What the browser does in every other tab when one writes or clears local storage. */
function storageEvent(tab: Tab, key: string | null): void {
  tab.window.dispatchEvent(Object.assign(new Event('storage'), { key }));
}

function stored(storage: FakeStorage): string | null {
  return storage.getItem(LAST_ACTIVITY_KEY);
}

const ACTIVE: IdleState = { phase: 'active' };
const EXPIRED: IdleState = { phase: 'expired' };

describe('idle sign-out: the session policy', () => {
  it('holds the times of PRODUCT.md and issue 16: admin 30 min with a 60 s warning, member 24 h', () => {
    expect(IDLE_POLICY.admin).toEqual({ idleMs: 30 * MINUTE, warnMs: MINUTE });
    expect(IDLE_POLICY.user).toEqual({ idleMs: 24 * HOUR, warnMs: 0 });
  });

  it('says in Korean why the session ended, with the time taken from the policy', () => {
    expect(idleSignOutNotice(IDLE_POLICY.admin)).toBe(
      '30분 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해 주세요.',
    );
    expect(idleSignOutNotice(IDLE_POLICY.user)).toBe(
      '24시간 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해 주세요.',
    );
  });

  it('counts the warning down in whole seconds, never below zero', () => {
    expect(secondsLeft(START + MINUTE, START)).toBe(60);
    expect(secondsLeft(START + MINUTE, START + 500)).toBe(60);
    expect(secondsLeft(START + MINUTE, START + 59_001)).toBe(1);
    expect(secondsLeft(START + MINUTE, START + 2 * MINUTE)).toBe(0);
  });
});

describe('idle sign-out: one tab', () => {
  let storage: FakeStorage;
  const tabs: Tab[] = [];
  const open = (policy?: IdlePolicy, who?: { uid?: string; signedInAt?: number }) => {
    const tab = openTab(storage, policy, who);
    tabs.push(tab);
    return tab;
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(START);
    storage = new FakeStorage();
  });
  afterEach(() => {
    tabs.splice(0).forEach((tab) => tab.tracker.stop());
    vi.useRealTimers();
  });

  it('when an admin does nothing, warns 60 s before 30 minutes and then signs out', () => {
    const tab = open();
    vi.advanceTimersByTime(29 * MINUTE - 1);
    expect(tab.now).toBe('active');
    vi.advanceTimersByTime(1);
    expect(tab.states.at(-1)).toEqual({ phase: 'warning', deadline: START + 30 * MINUTE });
    vi.advanceTimersByTime(MINUTE - 1);
    expect(tab.now).toBe('warning');
    vi.advanceTimersByTime(1);
    expect(tab.states.map((s) => s.phase)).toEqual(['active', 'warning', 'expired']);
  });

  it('when the admin moves the pointer during the warning, keeps the session for 30 minutes from then', () => {
    const tab = open();
    vi.advanceTimersByTime(29 * MINUTE + 30_000);
    expect(tab.now).toBe('warning');
    input(tab, 'pointermove');
    expect(tab.now).toBe('active');
    expect(stored(storage)).toBe(formatLastActivity(START + 29.5 * MINUTE, UID));
    // Long past the first deadline (30:00), 28 minutes after the input:
    vi.advanceTimersByTime(28 * MINUTE);
    expect(tab.now).toBe('active');
    vi.advanceTimersByTime(MINUTE);
    expect(tab.states.at(-1)).toEqual({ phase: 'warning', deadline: START + 59.5 * MINUTE });
  });

  it('counts keys, touch, the wheel, the tab coming back and 계속 사용 as input', () => {
    const tab = open();
    for (const type of ['keydown', 'touchstart', 'wheel', 'focus', 'visibilitychange']) {
      vi.advanceTimersByTime(20 * MINUTE);
      input(tab, type);
    }
    vi.advanceTimersByTime(20 * MINUTE);
    tab.tracker.touch();
    vi.advanceTimersByTime(29 * MINUTE - 1);
    expect(tab.now).toBe('active');
    expect(tab.states).toEqual([ACTIVE]);
  });

  it('does not count a programmatic scroll as input', () => {
    const tab = open();
    vi.advanceTimersByTime(20 * MINUTE);
    input(tab, 'scroll');
    vi.advanceTimersByTime(10 * MINUTE);
    expect(tab.now).toBe('expired');
  });

  it('when a tab slept past the deadline, signs out on its return instead of counting it as input', () => {
    const tab = open();
    vi.advanceTimersByTime(10 * MINUTE);
    // The laptop lid closes: the clock moves on, no timer runs.
    vi.setSystemTime(START + 2 * HOUR);
    input(tab, 'focus');
    expect(tab.states).toEqual([ACTIVE, EXPIRED]);
    // The sign-out is final: later input changes nothing.
    input(tab, 'pointerdown');
    expect(tab.states).toEqual([ACTIVE, EXPIRED]);
    expect(stored(storage)).toBe(formatLastActivity(START, UID));
  });

  it('when its late timer fires first after a sleep, signs out at once without a warning', () => {
    const tab = open();
    vi.setSystemTime(START + 3 * HOUR);
    vi.advanceTimersByTime(29 * MINUTE);
    expect(tab.states).toEqual([ACTIVE, EXPIRED]);
  });

  it('starts a member with a day: no warning, signed out after 24 hours without input', () => {
    const tab = open(IDLE_POLICY.user);
    vi.advanceTimersByTime(24 * HOUR - 1);
    expect(tab.states).toEqual([ACTIVE]);
    vi.advanceTimersByTime(1);
    expect(tab.states).toEqual([ACTIVE, EXPIRED]);
  });

  it('when a member opens the app more than 24 hours after their last input, signs out at once', () => {
    storage.setItem(LAST_ACTIVITY_KEY, formatLastActivity(START - 25 * HOUR, UID));
    expect(open(IDLE_POLICY.user, { signedInAt: START - 30 * HOUR }).states).toEqual([EXPIRED]);
  });

  it('when a member opens it 23 hours after, keeps the session and counts from that last input', () => {
    storage.setItem(LAST_ACTIVITY_KEY, formatLastActivity(START - 23 * HOUR, UID));
    const tab = open(IDLE_POLICY.user, { signedInAt: START - 30 * HOUR });
    expect(tab.states).toEqual([ACTIVE]);
    vi.advanceTimersByTime(HOUR);
    expect(tab.now).toBe('expired');
  });

  it('counts a fresh sign-in as input over an old record the same account left behind', () => {
    storage.setItem(LAST_ACTIVITY_KEY, formatLastActivity(START - 5 * HOUR, UID));
    const tab = open(IDLE_POLICY.admin, { signedInAt: START - MINUTE });
    expect(tab.states).toEqual([ACTIVE]);
    expect(stored(storage)).toBe(formatLastActivity(START - MINUTE, UID));
  });

  it("ignores another account's record: the count starts now", () => {
    storage.setItem(LAST_ACTIVITY_KEY, formatLastActivity(START - 5 * HOUR, 'someone-else'));
    const tab = open(IDLE_POLICY.admin, { signedInAt: START - 5 * HOUR });
    expect(tab.states).toEqual([ACTIVE]);
    expect(stored(storage)).toBe(formatLastActivity(START, UID));
  });

  it('ignores an unreadable record and an unknown sign-in time: the count starts now', () => {
    storage.setItem(LAST_ACTIVITY_KEY, `garbage ${UID}`);
    const tab = open(IDLE_POLICY.admin, { signedInAt: Number.NaN });
    expect(tab.states).toEqual([ACTIVE]);
    expect(stored(storage)).toBe(formatLastActivity(START, UID));
    vi.advanceTimersByTime(30 * MINUTE);
    expect(tab.now).toBe('expired');
  });

  it('writes pointer movement at most once a second', () => {
    const tab = open();
    const writes = vi.spyOn(storage, 'setItem');
    vi.advanceTimersByTime(5_000);
    for (let i = 0; i < 50; i += 1) {
      input(tab, 'pointermove');
      vi.advanceTimersByTime(16);
    }
    expect(writes.mock.calls.length).toBe(1);
  });

  it('stops listening when stopped', () => {
    const tab = open();
    tab.tracker.stop();
    vi.advanceTimersByTime(HOUR);
    input(tab);
    expect(tab.states).toEqual([ACTIVE]);
    expect(stored(storage)).toBe(formatLastActivity(START, UID));
  });
});

describe('idle sign-out: several tabs of one browser', () => {
  let storage: FakeStorage;
  let a: Tab;
  let b: Tab;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(START);
    storage = new FakeStorage();
    a = openTab(storage);
    b = openTab(storage);
  });
  afterEach(() => {
    a.tracker.stop();
    b.tracker.stop();
    vi.useRealTimers();
  });

  it('when the admin works in one tab, keeps the others alive and signs all out together', () => {
    vi.advanceTimersByTime(20 * MINUTE);
    input(b);
    storageEvent(a, LAST_ACTIVITY_KEY);
    vi.advanceTimersByTime(20 * MINUTE);
    expect([a.now, b.now]).toEqual(['active', 'active']);
    vi.advanceTimersByTime(9 * MINUTE);
    expect([a.now, b.now]).toEqual(['warning', 'warning']);
    vi.advanceTimersByTime(MINUTE);
    expect([a.now, b.now]).toEqual(['expired', 'expired']);
  });

  it("judges by the shared time even when the other tab's storage event has not arrived", () => {
    vi.advanceTimersByTime(20 * MINUTE);
    input(b);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(a.states).toEqual([ACTIVE]);
  });

  it("closes a tab's warning when the admin comes back in another tab", () => {
    vi.advanceTimersByTime(29 * MINUTE + 10_000);
    expect([a.now, b.now]).toEqual(['warning', 'warning']);
    input(b, 'keydown');
    storageEvent(a, LAST_ACTIVITY_KEY);
    expect([a.now, b.now]).toEqual(['active', 'active']);
  });

  it("when another tab's idle sign-out clears the storage, this tab signs out too", () => {
    vi.advanceTimersByTime(29 * MINUTE + 30_000);
    // Tab B's timer fires on time; tab A is in the background, its timer slowed down.
    vi.setSystemTime(START + 30 * MINUTE);
    storage.items.clear();
    storageEvent(a, null);
    expect(a.now).toBe('expired');
  });

  it("when another tab's own 로그아웃 clears the storage, this tab does not report it as idle", () => {
    vi.advanceTimersByTime(10 * MINUTE);
    storage.items.clear();
    storageEvent(a, null);
    expect(a.states).toEqual([ACTIVE]);
    expect(a.tracker.overdue()).toBe(false);
  });
});
