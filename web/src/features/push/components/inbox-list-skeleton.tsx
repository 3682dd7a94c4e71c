import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** While the bell's list (or its code) loads. */
export function InboxListSkeleton() {
  return (
    <Stack spacing={1} sx={{ px: 2, pb: 2 }} role="status" aria-label="알림을 불러오는 중">
      <Skeleton variant="rounded" height={48} />
      <Skeleton variant="rounded" height={48} />
    </Stack>
  );
}
