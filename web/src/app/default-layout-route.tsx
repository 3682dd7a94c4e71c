import { Outlet } from 'react-router';
import { useUser } from 'reactfire';
import { DefaultLayout } from '../components/layouts/default-layout';
import { useSignOut } from '../features/auth/hooks/use-sign-out';

/** Composes the signed-in shell with the auth feature (components/ must not import features). */
export function DefaultLayoutRoute() {
  const { data: user } = useUser();
  const { signOut, pending } = useSignOut();
  return (
    <DefaultLayout userEmail={user?.email ?? null} onLogout={() => void signOut()} logoutPending={pending}>
      <Outlet />
    </DefaultLayout>
  );
}
