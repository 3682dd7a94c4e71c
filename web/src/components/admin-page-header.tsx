import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface AdminPageHeaderProps {
  title: string;
  /** One sentence under the title on what the page does. */
  description: ReactNode;
  /** The page's own controls, at the right on wide screens and under the title on phones. */
  children?: ReactNode;
}

/** An operator page's heading: its title (h1), one line on what it does, and its controls. */
export function AdminPageHeader({ title, description, children }: AdminPageHeaderProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      </Box>
      {children}
    </Stack>
  );
}
