import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { ADMIN_CHECK } from '../lib/role';
import { TopProgress } from '../../../components/top-progress';
import { resolveRedirectTarget } from '../lib/login-redirect';

/**
 * Route guard for /login: a signed-in user goes on to `redirect`, or to / (spec §2, §6).
 *
 * It asks with the role's claim check (ADMIN_CHECK, the one useRole reads), so it passes once the
 * role is known too, as before reactfire: the shell renders once, with its verified role.
 */
export function GuestOnly() {
  const { status, data } = useSigninCheck(ADMIN_CHECK);
  const [searchParams] = useSearchParams();

  if (status === 'loading') return <TopProgress />;
  if (status === 'success' && data.signedIn) {
    return <Navigate to={resolveRedirectTarget(searchParams.get('redirect'))} replace />;
  }
  return <Outlet />;
}
