import { Outlet } from 'react-router';
import { useAuthState } from '../lib/auth-state';
import { DefaultLayout } from '../components/layouts/default-layout';
import { NotificationsBell } from '../components/shell/notifications-bell';
import { navItemsOf } from '../components/shell/nav-types';
import { useRole } from '../features/auth/hooks/use-role';
import { useSignOut } from '../features/auth/hooks/use-sign-out';
import { sectionsFor } from './navigation';

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

/** Composes the signed-in shell with the auth feature (components/ must not import features). */
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
      notifications={<NotificationsBell />}
      onLogout={() => void signOut()}
      logoutPending={pending}
    >
      <Outlet />
    </DefaultLayout>
  );
}
