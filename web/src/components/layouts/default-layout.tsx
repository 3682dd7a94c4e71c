import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';

export interface NavItem {
  to: string;
  label: string;
}

/** The member pages; the full navigation (vertical/horizontal, spec §2) comes later. */
export const MEMBER_NAV: readonly NavItem[] = [
  { to: '/', label: '홈' },
  { to: '/setting/id', label: '내 정보' },
  { to: '/setting/app', label: '앱 설정' },
];

export interface DefaultLayoutProps {
  userEmail: string | null;
  /** Links in the app bar; the member pages when omitted. */
  nav?: readonly NavItem[];
  onLogout: () => void;
  logoutPending?: boolean;
  children: ReactNode;
}

/**
 * The signed-in shell: a sticky app bar over boxed content (spec §2 layout defaults). It knows
 * nothing about auth; app/default-layout-route.tsx passes the user and the logout action in.
 */
export function DefaultLayout({
  userEmail,
  nav = MEMBER_NAV,
  onLogout,
  logoutPending,
  children,
}: DefaultLayoutProps) {
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
      >
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 2 }}>
            <Typography
              component={RouterLink}
              to="/"
              variant="h6"
              sx={{ color: 'primary.main', fontWeight: 700, textDecoration: 'none', whiteSpace: 'nowrap' }}
            >
              정산 서비스
            </Typography>
            <Box
              component="nav"
              aria-label="주 메뉴"
              sx={{ display: 'flex', gap: 0.5, flexGrow: 1, overflowX: 'auto' }}
            >
              {nav.map((item) => (
                <Button
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  end
                  color="inherit"
                  size="small"
                  sx={{ whiteSpace: 'nowrap', '&.active': { color: 'primary.main', fontWeight: 700 } }}
                >
                  {item.label}
                </Button>
              ))}
            </Box>
            {userEmail && (
              <Typography
                variant="body2"
                color="text.secondary"
                data-testid="user-email"
                sx={{ display: { xs: 'none', sm: 'block' } }}
              >
                {userEmail}
              </Typography>
            )}
            <Button variant="outlined" size="small" onClick={onLogout} disabled={logoutPending}>
              로그아웃
            </Button>
          </Toolbar>
        </Container>
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: 4 }}>
        {children}
      </Container>
    </Box>
  );
}
