import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  IconAdjustmentsHorizontal,
  IconLogout,
  IconMenu2,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { NavbarType } from '../../lib/preferences';
import { avatarInitial } from './avatar-initial';
import { Brand } from './brand';
import { InstallButton } from './install-button';
import type { NavItem } from './nav-types';
import { SearchButton } from './search-button';
import { ShortcutsMenu } from './shortcuts-menu';
import { ThemeSwitcher } from './theme-switcher';
import { Hint } from './hint';

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
  const menuId = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Hint title="계정">
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
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
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: '6px', minWidth: 220 } } }}
      >
        {email && (
          <Box sx={{ px: 2, py: 1 }}>
            {name && (
              <Typography variant="subtitle2" data-testid="user-name">
                {name}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" data-testid="user-email">
              {email}
            </Typography>
          </Box>
        )}
        {email && <Divider />}
        <MenuItem component={RouterLink} to="/setting/id" onClick={close}>
          <ListItemIcon>
            <IconUserCircle size={20} aria-hidden />
          </ListItemIcon>
          내 정보
        </MenuItem>
        <MenuItem component={RouterLink} to="/setting/app" onClick={close}>
          <ListItemIcon>
            <IconSettings size={20} aria-hidden />
          </ListItemIcon>
          앱 설정
        </MenuItem>
        <Divider />
        <MenuItem
          disabled={logoutPending}
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon>
            <IconLogout size={20} aria-hidden />
          </ListItemIcon>
          로그아웃
        </MenuItem>
      </Menu>
    </>
  );
}
