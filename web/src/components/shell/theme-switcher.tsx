import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Hint } from './hint';

// The menu's code loads on the first click (the button shows the current mode without it).
const ThemeMenu = lazy(() => import('./theme-menu').then((m) => ({ default: m.ThemeMenu })));

export type ThemeMode = 'light' | 'dark' | 'system';

const LIGHT = { value: 'light', label: '라이트', icon: IconSun } as const;

export const THEME_MODES: readonly { value: ThemeMode; label: string; icon: typeof IconSun }[] = [
  LIGHT,
  { value: 'dark', label: '다크', icon: IconMoon },
  { value: 'system', label: '시스템', icon: IconDeviceDesktop },
];

/** Light, dark or system (spec §1); MUI remembers the choice in local storage. */
export function ThemeSwitcher() {
  const { mode, setMode } = useColorScheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [requested, setRequested] = useState(false);
  const menuId = useId();
  const current = THEME_MODES.find((option) => option.value === mode) ?? LIGHT;
  const CurrentIcon = current.icon;
  return (
    <>
      <Hint title="테마">
        <IconButton
          onClick={(event) => {
            setRequested(true);
            setAnchor(event.currentTarget);
          }}
          aria-label={`테마 변경 (현재 ${current.label})`}
          aria-haspopup="menu"
          aria-expanded={anchor ? true : undefined}
          aria-controls={anchor ? menuId : undefined}
        >
          <CurrentIcon size={22} />
        </IconButton>
      </Hint>
      {requested && (
        <Suspense fallback={null}>
          <ThemeMenu
            id={menuId}
            anchor={anchor}
            current={current.value}
            onChoose={(value) => {
              setMode(value);
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
