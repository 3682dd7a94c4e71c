import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useColorScheme } from '@mui/material/styles';

type ThemeMode = 'light' | 'dark' | 'system';

const OPTIONS: readonly { value: ThemeMode; label: string }[] = [
  { value: 'light', label: '라이트' },
  { value: 'dark', label: '다크' },
  { value: 'system', label: '시스템' },
];

const isThemeMode = (value: string): value is ThemeMode => OPTIONS.some((option) => option.value === value);

/** Light, dark or system theme (spec §1); MUI keeps the choice in local storage. */
export function ThemeSetting() {
  const { mode, setMode } = useColorScheme();
  return (
    <FormControl>
      <FormLabel id="theme-setting-label">테마</FormLabel>
      <RadioGroup
        row
        aria-labelledby="theme-setting-label"
        name="theme"
        value={mode ?? 'light'}
        onChange={(event) => {
          if (isThemeMode(event.target.value)) setMode(event.target.value);
        }}
      >
        {OPTIONS.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
