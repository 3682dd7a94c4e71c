import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { IconLogout, IconSettings, IconUserCircle } from '@tabler/icons-react';
import { Link as RouterLink } from 'react-router-dom';

/** The navbar avatar's menu: who is signed in, 내 정보, 앱 설정, 로그아웃. A lazy chunk (navbar.tsx). */
export function AccountMenu({
  id,
  anchor,
  onClose: close,
  email,
  name,
  onLogout,
  logoutPending,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  email: string | null;
  name: string | null;
  onLogout: () => void;
  logoutPending?: boolean | undefined;
}) {
  return (
    <Menu
      id={id}
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
  );
}
