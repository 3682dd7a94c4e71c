import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Outlet } from 'react-router';
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
  if (role !== 'admin') return <AdminNotFound />;
  return <Outlet />;
}

/** The not-found page's content (features/errors may not be imported from here). */
function AdminNotFound() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480, mx: 'auto', py: 6 }}>
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
        404
      </Typography>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        페이지를 찾을 수 없습니다
      </Typography>
      <Typography color="text.secondary">주소가 잘못되었거나 페이지가 이동 또는 삭제되었습니다.</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        홈으로 돌아가기
      </Button>
    </Stack>
  );
}
