import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { TopProgress } from '../../../components/top-progress';
import { buildLoginRedirect } from '../lib/login-redirect';

/** Route guard for signed-in pages: others go to /login?redirect=<full path> (spec §6). */
export function RequireAuth() {
  const { status, data } = useSigninCheck();
  const location = useLocation();

  if (status === 'loading') return <TopProgress />;
  if (status === 'error' || !data.signedIn) {
    return <Navigate to={buildLoginRedirect(location)} replace />;
  }
  return <Outlet />;
}
