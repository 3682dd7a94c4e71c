import { Outlet } from 'react-router';
import { useUser } from 'reactfire';
import { DefaultLayout, MEMBER_NAV, type NavItem } from '../components/layouts/default-layout';
import { useRole } from '../features/auth/hooks/use-role';
import { useSignOut } from '../features/auth/hooks/use-sign-out';

/** Operators also get their sections (spec §1); members never see these links. */
const ADMIN_NAV: readonly NavItem[] = [
  ...MEMBER_NAV,
  { to: '/admin/verification', label: '회원 승인' },
  { to: '/admin/user', label: '회원 관리' },
];

/** Composes the signed-in shell with the auth feature (components/ must not import features). */
export function DefaultLayoutRoute() {
  const { data: user } = useUser();
  const { role } = useRole();
  const { signOut, pending } = useSignOut();
  return (
    <DefaultLayout
      userEmail={user?.email ?? null}
      nav={role === 'admin' ? ADMIN_NAV : MEMBER_NAV}
      onLogout={() => void signOut()}
      logoutPending={pending}
    >
      <Outlet />
    </DefaultLayout>
  );
}
