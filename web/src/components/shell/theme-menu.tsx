import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { THEME_MODES, type ThemeMode } from './theme-switcher';

/** The theme switcher's menu: a lazy chunk (theme-switcher.tsx). */
export function ThemeMenu({
  id,
  anchor,
  current,
  onChoose,
  onClose,
}: {
  id: string;
  anchor: HTMLElement | null;
  current: ThemeMode;
  onChoose: (mode: ThemeMode) => void;
  onClose: () => void;
}) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ paper: { sx: { mt: '6px' } } }}
    >
      {THEME_MODES.map((option) => {
        const Icon = option.icon;
        return (
          <MenuItem
            key={option.value}
            selected={option.value === current}
            onClick={() => onChoose(option.value)}
          >
            <ListItemIcon>
              <Icon size={20} aria-hidden />
            </ListItemIcon>
            {option.label}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
