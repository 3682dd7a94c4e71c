import { lazy, Suspense, useEffect } from 'react';
import { useIdleSignOut } from '../hooks/use-idle-sign-out';

// Only admins are warned, and only in their last minute: the dialog's code is fetched ahead (it
// must be at hand even if the connection drops meanwhile) but kept out of the shell's JS.
const loadDialog = () => import('./idle-warning-dialog');
const IdleWarningDialog = lazy(() => loadDialog().then((m) => ({ default: m.IdleWarningDialog })));
const PRELOAD_AFTER_MS = 3_000;

/**
 * The idle sign-out of a signed-in session (PRODUCT.md "Trust and compliance"), mounted once by
 * the shell: the warning with its countdown before an admin is signed out. `onIdle` tells the
 * shell whether the session is past its time (it then shows none of its pages).
 */
export function IdleSignOut({ onIdle }: { onIdle: (idle: boolean) => void }) {
  const { state, stay, signOutNow, warns } = useIdleSignOut();
  const idle = state === null ? null : state.phase === 'expired';
  useEffect(() => {
    if (idle !== null) onIdle(idle);
  }, [idle, onIdle]);
  useEffect(() => {
    if (!warns) return;
    const timer = window.setTimeout(() => void loadDialog().catch(() => undefined), PRELOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [warns]);
  if (state?.phase !== 'warning') return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog deadline={state.deadline} onStay={stay} onSignOut={signOutNow} />
    </Suspense>
  );
}
