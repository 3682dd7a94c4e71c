import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useAuthState } from '../lib/auth-state';
import { meQueryOptions } from '../lib/me';
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
// The member's tab bar (phones only) too: its space is kept from the first paint (the layout).
const MemberTabBar = lazy(() => import('./member-tab-bar').then((m) => ({ default: m.MemberTabBar })));
// The idle sign-out too (its warning dialog loads later still).
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
 * features): the bell, the push session (token renewal, foreground messages) and the idle
 * sign-out live as long as the shell.
 */
export function DefaultLayoutRoute() {
  const { user } = useAuthState();
  const { role } = useRole();
  const { signOut, pending } = useSignOut();
  const sections = sectionsFor(role);
  const items = navItemsOf(sections);
  const shortcuts = SHORTCUT_PATHS[role].flatMap((path) => items.filter((item) => item.to === path));
  // The avatar's initial is the profile name, from the one GET /users/me the member pages share.
  // An operator needs no profile: their cached one is used if a member page fetched it, and no
  // admin page asks for it.
  const me = useQuery({ ...meQueryOptions(), enabled: role === 'user' });
  // An admin's page waits until the idle sign-out (a lazy chunk, one short fetch) has judged the
  // session: one opened past its 30 minutes (a browser reopened) must not call an admin API, which
  // the access record would log as that admin's. A member's page shows at once; a session past its
  // 24 hours is signed out as soon as the chunk arrives. Either way the page hides once it expires.
  const [idle, setIdle] = useState(role === 'admin');
  return (
    <DefaultLayout
      sections={sections}
      shortcuts={shortcuts}
      userEmail={user?.email ?? null}
      userName={me.data?.name ?? null}
      notifications={
        <Suspense fallback={<NotificationsBell pending />}>
          <InboxBell />
        </Suspense>
      }
      // Members only: an operator's eleven screens do not fit five tabs, and they work from the
      // drawer (PRODUCT.md "Who uses it").
      tabBar={
        role === 'user' ? (
          <Suspense fallback={null}>
            <MemberTabBar />
          </Suspense>
        ) : undefined
      }
      onLogout={() => void signOut()}
      logoutPending={pending}
    >
      {idle ? null : <Outlet />}
      <Suspense fallback={null}>
        <PushSession uid={user?.uid ?? null} />
      </Suspense>
      <Suspense fallback={null}>
        <IdleSignOut onIdle={setIdle} />
      </Suspense>
    </DefaultLayout>
  );
}
