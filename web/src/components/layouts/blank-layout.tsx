import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** For the sign-in, sign-up and error screens: no navigation, content centred. */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        bgcolor: 'background.default',
      }}
    >
      {children}
    </Box>
  );
}
