import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { useAuthState } from '../lib/auth-state';
import { idleAtOpen } from '../lib/session-policy';
import { DefaultLayout } from '../components/layouts/default-layout';
import { navItemsOf } from '../components/shell/nav-types';
import { NotificationsBell } from '../components/shell/notifications-bell';
import { TopProgress } from '../components/top-progress';
import { useRole } from '../features/auth/hooks/use-role';
import { useSignOut } from '../features/auth/hooks/use-sign-out';
import { sectionsFor } from './navigation';

// Push loads beside the shell, not in its first JS: the plain bell stands in for a moment.
const InboxBell = lazy(() =>
  import('../features/push/components/inbox-bell').then((m) => ({ default: m.InboxBell })),
);
const PushSession = lazy(() =>
  import('../features/push/components/push-session').then((m) => ({ default: m.PushSession })),
);
// The idle sign-out too (its warning dialog loads later still); only the check at open is here.
const IdleSignOut = lazy(() =>
  import('../features/auth/components/idle-sign-out').then((m) => ({ default: m.IdleSignOut })),
);

/** The screens offered as shortcuts, in this order, when the person may open them. */
const SHORTCUT_PATHS = {
  user: ['/transaction', '/settlement', '/property', '/notice', '/setting/id', '/setting/app'],
  admin: [
    '/admin/transaction',
    '/admin/settlement',
    '/admin/verification',
    '/admin/user',
    '/admin/notice',
    '/admin/schedule',
  ],
} as const;

/**
 * Composes the signed-in shell with the auth and push features (components/ must not import
 * features): the bell, and the push session (token renewal, foreground messages), live as long
 * as the shell.
 */
export function DefaultLayoutRoute() {
  const { user } = useAuthState();
  const { role } = useRole();
  const { signOut, pending } = useSignOut();
  const sections = sectionsFor(role);
  const items = navItemsOf(sections);
  const shortcuts = SHORTCUT_PATHS[role].flatMap((path) => items.filter((item) => item.to === path));
  // A session opened after its idle time (a member back after days, an admin's browser reopened)
  // shows nothing of its pages, and calls no API, while the idle sign-out loads and judges it.
  const [idle, setIdle] = useState(
    () => user !== null && idleAtOpen(window.localStorage, user.uid, role, Date.now()),
  );
  return (
    <>
      {idle ? (
        <TopProgress />
      ) : (
        <DefaultLayout
          sections={sections}
          shortcuts={shortcuts}
          userEmail={user?.email ?? null}
          notifications={
            <Suspense fallback={<NotificationsBell />}>
              <InboxBell />
            </Suspense>
          }
          onLogout={() => void signOut()}
          logoutPending={pending}
        >
          <Outlet />
        </DefaultLayout>
      )}
      {/* Beside the layout, not in it: hiding an idle session's pages must not end the push
          session, whose sign-out task releases this browser's token. */}
      <Suspense fallback={null}>
        <PushSession uid={user?.uid ?? null} />
      </Suspense>
      <Suspense fallback={null}>
        <IdleSignOut onIdle={setIdle} />
      </Suspense>
    </>
  );
}
