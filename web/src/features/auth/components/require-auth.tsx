import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { TopProgress } from '../../../components/top-progress';
import { buildLoginRedirect } from '../lib/login-redirect';
import { ADMIN_CHECK } from '../lib/role';

/**
 * Route guard for signed-in pages: others go to /login?redirect=<full path> (spec §6).
 *
 * It asks with the role's claim check (ADMIN_CHECK, the one useRole reads), so it passes once the
 * role is known too, as before reactfire: the shell renders once, with its verified role.
 */
export function RequireAuth() {
  const { status, data } = useSigninCheck(ADMIN_CHECK);
  const location = useLocation();

  if (status === 'loading') return <TopProgress />;
  if (status === 'error' || !data.signedIn) {
    return <Navigate to={buildLoginRedirect(location)} replace />;
  }
  return <Outlet />;
}
