import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { FooterType } from '../../lib/preferences';

/** static: after the content; sticky: stays at the bottom of the window; hidden: none. */
export function Footer({ type, boxed }: { type: FooterType; boxed: boolean }) {
  if (type === 'hidden') return null;
  return (
    <Box
      component="footer"
      sx={{
        position: type === 'sticky' ? 'sticky' : 'static',
        bottom: 0,
        mt: 'auto',
        bgcolor: type === 'sticky' ? 'background.paper' : 'transparent',
        borderTop: type === 'sticky' ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth={boxed ? 'lg' : false} sx={{ py: 2 }}>
        <Typography variant="body2" color="text.secondary">
          © {new Date().getFullYear()} 정산 서비스
        </Typography>
      </Container>
    </Box>
  );
}
