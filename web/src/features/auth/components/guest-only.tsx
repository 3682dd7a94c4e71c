import { onAuthStateChanged } from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { TopProgress } from '../../../components/top-progress';
import { auth } from '../../../lib/firebase';
import { resolveRedirectTarget } from '../lib/login-redirect';

/** null until Firebase Auth has restored the session, then whether someone is signed in. */
let signedIn: boolean | null = null;

function subscribe(notify: () => void): () => void {
  return onAuthStateChanged(auth, (user) => {
    signedIn = user !== null;
    notify();
  });
}

/**
 * Route guard for /login: a signed-in user goes on to `redirect`, or to / (spec §2, §6).
 *
 * The one place that reads the sign-in state without reactfire: /login asks only whether someone
 * is signed in, and keeping reactfire (with rxjs) out of its first JS saves ~6.9 KB gzip there
 * (app/firebase-binding.tsx binds reactfire for every other route). Where it goes next,
 * RequireAuth waits for the verified role, so the shell still renders once.
 */
export function GuestOnly() {
  const current = useSyncExternalStore(subscribe, () => signedIn);
  const [searchParams] = useSearchParams();

  if (current === null) return <TopProgress />;
  if (current) return <Navigate to={resolveRedirectTarget(searchParams.get('redirect'))} replace />;
  return <Outlet />;
}
