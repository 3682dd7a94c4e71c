import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { NotFoundContent } from '../../../components/not-found-content';
import { TopProgress } from '../../../components/top-progress';
import { useRole } from '../hooks/use-role';

/**
 * Route guard for /admin/**: only the admin role claim passes (PRODUCT.md decides what spec §6
 * leaves open). Anyone else gets the not-found content, so a member who types an admin address
 * learns nothing and no admin query runs. The API checks the role on every call regardless.
 */
export function RequireAdmin() {
  const { status, role } = useRole();
  if (status === 'loading') return <TopProgress />;
  if (role !== 'admin') {
    return (
      <Box sx={{ py: 6 }}>
        <NotFoundContent />
      </Box>
    );
  }
  return <Outlet />;
}
