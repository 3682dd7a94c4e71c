import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useColorScheme } from '@mui/material/styles';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { usePreferences } from '../../lib/preferences';
import { PRIMARY_PRESETS } from '../../theme/palette';
import { THEME_MODES } from './theme-switcher';

interface Choice<T extends string> {
  value: T;
  label: string;
}

/**
 * The customizer (a drawer on the right): theme, skin, primary colour per theme, content width,
 * navigation, navbar and footer. Every choice applies at once and is kept in local storage.
 */
export function CustomizerDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const preferences = usePreferences();
  const { mode, setMode } = useColorScheme();
  const titleId = useId();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 380 } } },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 3, py: 2 }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
            화면 설정
          </Typography>
          <Typography variant="body2" color="text.secondary">
            이 기기에서 보이는 모습을 바꿉니다.
          </Typography>
        </Box>
        <IconButton onClick={onClose} aria-label="화면 설정 닫기">
          <IconX size={22} />
        </IconButton>
      </Box>
      <Divider />
      <Stack spacing={3} sx={{ p: 3 }}>
        <Setting label="테마">
          <Toggle
            label="테마"
            value={mode ?? 'light'}
            choices={THEME_MODES}
            onChange={(value) => setMode(value)}
          />
        </Setting>
        <Setting label="스킨">
          <Toggle
            label="스킨"
            value={preferences.skin}
            choices={[
              { value: 'default', label: '기본' },
              { value: 'bordered', label: '테두리' },
            ]}
            onChange={(skin) => preferences.set({ skin })}
          />
        </Setting>
        <Setting label="기본 색상 (라이트 테마)">
          <ColourPicker
            label="라이트 테마 기본 색상"
            value={preferences.primaryLight}
            onChange={(primaryLight) => preferences.set({ primaryLight })}
          />
        </Setting>
        <Setting label="기본 색상 (다크 테마)">
          <ColourPicker
            label="다크 테마 기본 색상"
            value={preferences.primaryDark}
            onChange={(primaryDark) => preferences.set({ primaryDark })}
          />
        </Setting>
        <Setting label="콘텐츠 너비">
          <Toggle
            label="콘텐츠 너비"
            value={preferences.contentWidth}
            choices={[
              { value: 'boxed', label: '박스형' },
              { value: 'full', label: '전체' },
            ]}
            onChange={(contentWidth) => preferences.set({ contentWidth })}
          />
        </Setting>
        <Setting label="메뉴 방향" hint="1280px보다 좁은 화면에서는 항상 세로 메뉴로 보입니다.">
          <Toggle
            label="메뉴 방향"
            value={preferences.navigationType}
            choices={[
              { value: 'vertical', label: '세로' },
              { value: 'horizontal', label: '가로' },
            ]}
            onChange={(navigationType) => preferences.set({ navigationType })}
          />
        </Setting>
        <Setting label="상단바">
          <Toggle
            label="상단바"
            value={preferences.navbarType}
            choices={[
              { value: 'sticky', label: '고정' },
              { value: 'static', label: '일반' },
              { value: 'hidden', label: '숨김' },
            ]}
            onChange={(navbarType) => preferences.set({ navbarType })}
          />
          <FormControlLabel
            control={
              <Switch
                checked={preferences.navbarBlur}
                onChange={(event) => preferences.set({ navbarBlur: event.target.checked })}
              />
            }
            label="고정 상단바 흐림 효과"
          />
        </Setting>
        <Setting label="하단 정보">
          <Toggle
            label="하단 정보"
            value={preferences.footerType}
            choices={[
              { value: 'static', label: '일반' },
              { value: 'sticky', label: '고정' },
              { value: 'hidden', label: '숨김' },
            ]}
            onChange={(footerType) => preferences.set({ footerType })}
          />
        </Setting>
        <Button
          variant="outlined"
          onClick={() => {
            preferences.reset();
            setMode('light');
          }}
        >
          기본값으로 되돌리기
        </Button>
      </Stack>
    </Drawer>
  );
}

function Setting({ label, hint, children }: { label: string; hint?: string; children: ReactNode }) {
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {children}
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </Stack>
  );
}

function Toggle<T extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      fullWidth
      size="small"
      aria-label={label}
      value={value}
      onChange={(_event, next: T | null) => {
        if (next !== null) onChange(next);
      }}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice.value} value={choice.value}>
          {choice.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function ColourPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const presets: readonly string[] = PRIMARY_PRESETS;
  const custom = !presets.some((preset) => preset.toLowerCase() === value.toLowerCase());
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      {presets.map((preset) => {
        const selected = preset.toLowerCase() === value.toLowerCase();
        return (
          <IconButton
            key={preset}
            aria-label={`색상 ${preset}`}
            aria-pressed={selected}
            onClick={() => onChange(preset)}
            sx={{
              width: 40,
              height: 40,
              bgcolor: preset,
              color: '#fff',
              border: 2,
              borderColor: selected ? 'text.primary' : 'transparent',
              '&:hover': { bgcolor: preset, opacity: 0.85 },
            }}
          >
            {selected && <IconCheck size={18} />}
          </IconButton>
        );
      })}
      <Box
        component="input"
        type="color"
        aria-label={`${label} 직접 선택`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
        sx={{
          width: 40,
          height: 40,
          p: 0,
          border: 2,
          borderColor: custom ? 'text.primary' : 'divider',
          borderRadius: 1,
          bgcolor: 'transparent',
          cursor: 'pointer',
        }}
      />
    </Box>
  );
}
