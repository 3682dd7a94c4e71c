import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthState } from '../../../lib/auth-state';
import { TopProgress } from '../../../components/top-progress';
import { buildLoginRedirect } from '../lib/login-redirect';

/** Route guard for signed-in pages: others go to /login?redirect=<full path> (spec §6). */
export function RequireAuth() {
  const { status, signedIn } = useAuthState();
  const location = useLocation();

  if (status === 'loading') return <TopProgress />;
  if (status === 'error' || !signedIn) {
    return <Navigate to={buildLoginRedirect(location)} replace />;
  }
  return <Outlet />;
}
