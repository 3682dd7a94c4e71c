import { useCallback, useEffect, useRef, useState } from 'react';
import { useUser } from 'reactfire';
import { startIdleTracker, type IdleState, type IdleTracker } from '../../../lib/idle-tracker';
import { IDLE_POLICY } from '../../../lib/session-policy';
import { idleSignOutNotice } from '../lib/idle-notice';
import { setSignOutNotice } from '../lib/sign-out-notice';
import { useRole } from './use-role';
import { useSignOut } from './use-sign-out';

/**
 * Signs the session out after the role's idle time (lib/session-policy.ts) through the ordinary
 * sign-out (push token released, storage wiped, /login), which then says why. Returns the state
 * for the warning dialog and its two actions.
 */
export function useIdleSignOut(): {
  /** null until the tracker has judged the session. */
  state: IdleState | null;
  /** This session is warned before it ends (the admin's). */
  warns: boolean;
  stay: () => void;
  signOutNow: () => void;
} {
  const { data: user } = useUser();
  const { status, role } = useRole();
  const { signOut } = useSignOut();
  const [state, setState] = useState<IdleState | null>(null);
  const tracker = useRef<IdleTracker | null>(null);
  /** Set once this tab signs out; a person's own 로그아웃 is not reported as idle. */
  const ending = useRef<'idle' | 'asked' | null>(null);
  const uid = user?.uid ?? null;
  const signedInAt = Date.parse(user?.metadata.lastSignInTime ?? '');
  // The verified role only: while the claim loads, the cached one may be stale.
  const policy = status === 'loading' ? null : IDLE_POLICY[role];

  useEffect(() => {
    if (uid === null || policy === null) return;
    const started = startIdleTracker({
      uid,
      policy,
      signedInAt,
      storage: window.localStorage,
      target: window,
      onChange: setState,
    });
    tracker.current = started;
    return () => {
      // Another tab's idle sign-out can reach this one first as Firebase's sign-out, which
      // unmounts the shell before this tab's own timer (slowed in a background tab) fires.
      if (ending.current !== 'asked' && started.overdue()) setSignOutNotice(idleSignOutNotice(policy));
      started.stop();
      tracker.current = null;
    };
  }, [uid, policy, signedInAt]);

  useEffect(() => {
    if (state?.phase !== 'expired' || policy === null || ending.current !== null) return;
    ending.current = 'idle';
    setSignOutNotice(idleSignOutNotice(policy));
    void signOut();
  }, [state?.phase, policy, signOut]);

  const stay = useCallback(() => tracker.current?.touch(), []);
  const signOutNow = useCallback(() => {
    if (ending.current !== null) return;
    ending.current = 'asked';
    tracker.current?.stop();
    void signOut();
  }, [signOut]);
  return { state, warns: (policy?.warnMs ?? 0) > 0, stay, signOutNow };
}
