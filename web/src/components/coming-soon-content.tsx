import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconTools } from '@tabler/icons-react';

/**
 * A screen that is in the menu but not built yet: says so plainly instead of a not-found page.
 * Each feature replaces its route (app/router.tsx) when it lands.
 */
export function ComingSoonContent({ title }: { title: string }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8, maxWidth: 480, mx: 'auto' }}>
      <IconTools size={48} stroke={1.5} aria-hidden />
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">이 화면은 준비 중입니다. 곧 이용하실 수 있습니다.</Typography>
    </Stack>
  );
}
