import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { TopProgress } from '../../../components/top-progress';
import { resolveRedirectTarget } from '../lib/login-redirect';

/** Route guard for /login: a signed-in user goes on to `redirect`, or to / (spec §2, §6). */
export function GuestOnly() {
  const { status, data } = useSigninCheck();
  const [searchParams] = useSearchParams();

  if (status === 'loading') return <TopProgress />;
  if (status === 'success' && data.signedIn) {
    return <Navigate to={resolveRedirectTarget(searchParams.get('redirect'))} replace />;
  }
  return <Outlet />;
}
