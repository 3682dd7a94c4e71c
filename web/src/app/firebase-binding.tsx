import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { RequireAuth } from '../features/auth/components/require-auth';
import { auth, firebaseApp } from '../lib/firebase';

/**
 * reactfire's Firebase app and Auth (the instance lib/firebase.ts initialises, with its
 * persistence and emulator) for the routes that read the sign-in state through it: the signed-in
 * app and the sign-up steps. A lazy layout route, not a provider around the whole app, so /login
 * does not load reactfire and the rxjs it runs on (~6.9 KB gzip of a first visit): the login
 * page's only question — is someone signed in already? — is GuestOnly's own listener.
 *
 * Suspense is off: reactfire's suspense mode misbehaves with React 19, and the guards show their
 * own progress bar while the sign-in state loads.
 */
function ReactfireProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp} suspense={false}>
      <AuthProvider sdk={auth}>{children}</AuthProvider>
    </FirebaseAppProvider>
  );
}

/** The sign-up steps: reactfire only (a signed-in account without a profile may be here). */
export function FirebaseBinding() {
  return (
    <ReactfireProviders>
      <Outlet />
    </ReactfireProviders>
  );
}

/** The signed-in pages: reactfire, then the guard (in this same chunk: it needs them both). */
export function SignedInBinding() {
  return (
    <ReactfireProviders>
      <RequireAuth />
    </ReactfireProviders>
  );
}
