import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuthState } from '../lib/auth-state';
import { DefaultLayout } from '../components/layouts/default-layout';
import { navItemsOf } from '../components/shell/nav-types';
import { NotificationsBell } from '../components/shell/notifications-bell';
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
  return (
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
      <Suspense fallback={null}>
        <PushSession uid={user?.uid ?? null} />
      </Suspense>
    </DefaultLayout>
  );
}
