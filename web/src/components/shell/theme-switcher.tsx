import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Hint } from './hint';

type Mode = 'light' | 'dark' | 'system';

const LIGHT = { value: 'light', label: '라이트', icon: IconSun } as const;

export const THEME_MODES: readonly { value: Mode; label: string; icon: typeof IconSun }[] = [
  LIGHT,
  { value: 'dark', label: '다크', icon: IconMoon },
  { value: 'system', label: '시스템', icon: IconDeviceDesktop },
];

/** Light, dark or system (spec §1); MUI remembers the choice in local storage. */
export function ThemeSwitcher() {
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = THEME_MODES.find((option) => option.value === mode) ?? LIGHT;
  const CurrentIcon = current.icon;
  return (
    <>
      <Hint title="테마">
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={`테마 변경 (현재 ${current.label})`}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? menuId : undefined}
        >
          <CurrentIcon size={22} />
        </IconButton>
      </Hint>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { mt: '6px' } } }}
      >
        {THEME_MODES.map((option) => {
          const Icon = option.icon;
          return (
            <MenuItem
              key={option.value}
              selected={option.value === current.value}
              onClick={() => {
                setMode(option.value);
                setAnchor(null);
              }}
            >
              <ListItemIcon>
                <Icon size={20} aria-hidden />
              </ListItemIcon>
              {option.label}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
