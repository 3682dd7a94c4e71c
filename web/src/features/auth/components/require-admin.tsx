import Box from '@mui/material/Box';
import { Navigate, Outlet } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { NotFoundContent } from '../../../components/not-found-content';
import { TopProgress } from '../../../components/top-progress';
import { useRole } from '../hooks/use-role';
import { SECOND_FACTOR_CHECK } from '../lib/role';

/**
 * Route guard for /admin/**: only the admin role claim passes (PRODUCT.md decides what spec §6
 * leaves open). Anyone else gets the not-found content, so a member who types an admin address
 * learns nothing and no admin query runs. The API checks the role on every call regardless.
 *
 * An admin signed in without a second factor (issue 16) goes to /setting/security, which says
 * why and enrols one, instead of admin screens full of 403 추가 인증이 필요합니다.
 */
export function RequireAdmin() {
  const { status, role } = useRole();
  const secondFactor = useSigninCheck(SECOND_FACTOR_CHECK);
  if (status === 'loading' || secondFactor.status !== 'success') return <TopProgress />;
  if (role !== 'admin') {
    return (
      <Box sx={{ py: 6 }}>
        <NotFoundContent />
      </Box>
    );
  }
  if (!secondFactor.data.hasRequiredClaims) return <Navigate to="/setting/security?required=admin" replace />;
  return <Outlet />;
}
