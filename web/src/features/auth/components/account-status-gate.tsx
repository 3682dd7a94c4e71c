import { messages } from '@settle/contract/messages';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Navigate, Outlet } from 'react-router-dom';
import { TopProgress } from '../../../components/top-progress';
import { errorMessageOf } from '../../../lib/api-error';
import { useMe } from '../../../lib/me';
import { accountGateView } from '../lib/account-gate';
import { useRole } from '../hooks/use-role';
import { AccountStatusScreen } from './account-status-screen';

/**
 * Inside the signed-in shell, lets only active members through to the member pages
 * (PRODUCT.md Lifecycle 2-3):
 * - no profile (GET /users/me → 404, a Google sign-in that never signed up) → /two-steps;
 * - pending → the waiting screen; rejected → the same screen with the operator's reason;
 *   deactivated (GET /users/me → 403) → the deactivated screen;
 * - admins always pass, with or without a member profile;
 * - a failed refetch keeps the profile already held (lib/account-gate.ts).
 * The API refuses money calls by status anyway; this only spares people dead ends.
 */
export function AccountStatusGate() {
  const role = useRole();
  // Only a verified claim lets an operator past; the cached role is for display.
  const isAdmin = role.status === 'success' && role.role === 'admin';
  const me = useMe();

  if (isAdmin) return <Outlet />;
  if (role.status === 'loading') return <TopProgress />;
  const view = accountGateView(me);
  switch (view.kind) {
    case 'loading':
      return <TopProgress />;
    case 'two-steps':
      return <Navigate to="/two-steps" replace />;
    case 'status':
      return <AccountStatusScreen status={view.status} rejection={view.rejection} />;
    case 'error':
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert severity="error" role="alert">
            {errorMessageOf(view.error, messages.userInfoFailed)}
          </Alert>
          <Button variant="outlined" onClick={() => void me.refetch()} loading={me.isFetching}>
            다시 시도
          </Button>
        </Stack>
      );
    case 'pass':
      return <Outlet />;
  }
}
