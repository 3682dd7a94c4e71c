import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { FooterType } from '../../lib/preferences';

/**
 * static: after the content; sticky: stays at the bottom of the window (above the phone's tab bar:
 * `bottom`); hidden: none.
 */
export function Footer({
  type,
  boxed,
  bottom = 0,
}: {
  type: FooterType;
  boxed: boolean;
  bottom?: number | string;
}) {
  if (type === 'hidden') return null;
  return (
    <Box
      component="footer"
      sx={{
        position: type === 'sticky' ? 'sticky' : 'static',
        bottom,
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
