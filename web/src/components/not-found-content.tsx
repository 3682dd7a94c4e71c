import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

/**
 * What "not found" looks like, wherever it is shown: the catch-all page, and the admin guard
 * (which answers non-admins exactly as if the address did not exist).
 */
export function NotFoundContent() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480, mx: 'auto' }}>
      <Typography
        variant="h2"
        component="p"
        sx={(theme) => ({
          fontWeight: 700,
          color: theme.vars?.palette.primaryText ?? theme.palette.primaryText,
        })}
      >
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
