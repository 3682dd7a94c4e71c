import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { alpha } from '@mui/material/styles';
import { IconAdjustmentsHorizontal, IconMenu2, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import type { NavbarType } from '../../lib/preferences';
import { avatarInitial } from './avatar-initial';
import { Brand } from './brand';
import { InstallButton } from './install-button';
import type { NavItem } from './nav-types';
import { SearchButton } from './search-button';
import { ShortcutsMenu } from './shortcuts-menu';
import { ThemeSwitcher } from './theme-switcher';
import { Hint } from './hint';

// The account and theme menus load on first use: the bar's first JS is only its buttons.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

export const NAVBAR_HEIGHT = 64;

interface NavbarProps {
  type: Exclude<NavbarType, 'hidden'>;
  blur: boolean;
  boxed: boolean;
  /** Shows the brand when no vertical menu carries it. */
  showBrand: boolean;
  onOpenMenu?: () => void;
  searchItems: readonly NavItem[];
  shortcuts: readonly NavItem[];
  notifications?: ReactNode;
  onOpenCustomizer: () => void;
  userEmail: string | null;
  /** The profile name (GET /users/me), for the avatar's initial; null while unknown. */
  userName: string | null;
  onLogout: () => void;
  logoutPending?: boolean;
}

/** The top bar (spec §2): search, shortcuts, notifications, theme switcher, customizer, account. */
export function Navbar(props: NavbarProps) {
  const { type, blur, boxed, showBrand, onOpenMenu } = props;
  return (
    <AppBar
      position={type === 'sticky' ? 'sticky' : 'static'}
      color="inherit"
      elevation={0}
      sx={(theme) => ({
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor:
          type === 'sticky' && blur
            ? alpha(theme.palette.background.paper, 0.85)
            : theme.vars?.palette.background.paper,
        backdropFilter: type === 'sticky' && blur ? 'blur(6px)' : undefined,
        ...theme.applyStyles('dark', {
          bgcolor: type === 'sticky' && blur ? 'rgba(30, 30, 30, 0.85)' : undefined,
        }),
      })}
    >
      <Container maxWidth={boxed ? 'lg' : false}>
        <Toolbar disableGutters sx={{ gap: { xs: 0.25, sm: 1 }, minHeight: NAVBAR_HEIGHT }}>
          {onOpenMenu && (
            <IconButton edge="start" onClick={onOpenMenu} aria-label="메뉴 열기">
              <IconMenu2 size={24} />
            </IconButton>
          )}
          {showBrand && <Brand />}
          <SearchButton items={props.searchItems} />
          <Box sx={{ flexGrow: 1 }} />
          <InstallButton />
          {/* On phones these two live in the customizer and the menu, so the bar fits 360 px. */}
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, gap: 1 }}>
            <ShortcutsMenu items={props.shortcuts} />
            <ThemeSwitcher />
          </Box>
          {props.notifications}
          <Hint title="화면 설정">
            <IconButton onClick={props.onOpenCustomizer} aria-label="화면 설정 열기">
              <IconAdjustmentsHorizontal size={22} />
            </IconButton>
          </Hint>
          <UserMenu
            email={props.userEmail}
            name={props.userName}
            onLogout={props.onLogout}
            logoutPending={props.logoutPending}
          />
        </Toolbar>
      </Container>
    </AppBar>
  );
}

function UserMenu({
  email,
  name,
  onLogout,
  logoutPending,
}: {
  email: string | null;
  name: string | null;
  onLogout: () => void;
  logoutPending?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu's code loads on the first click and stays for the closing transition.
  const [requested, setRequested] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Hint title="계정">
        <IconButton
          onClick={(event) => {
            setRequested(true);
            setAnchor(event.currentTarget);
          }}
          aria-label="계정 메뉴"
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? menuId : undefined}
        >
          <Avatar
            sx={{
              width: 32,
              height: 32,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 16,
            }}
          >
            {/* The menu's own person icon: a new icon would add its bytes to every first route. */}
            {avatarInitial(name) ?? <IconUserCircle size={22} aria-hidden />}
          </Avatar>
        </IconButton>
      </Hint>
      {requested && (
        <Suspense fallback={null}>
          <AccountMenu
            id={menuId}
            anchor={anchor}
            onClose={close}
            email={email}
            name={name}
            onLogout={onLogout}
            logoutPending={logoutPending}
          />
        </Suspense>
      )}
    </>
  );
}
