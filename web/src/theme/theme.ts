import { createTheme } from '@mui/material/styles';
import { breakpointValues } from './breakpoints';

/** spec §1/§9: orange primary, #D35400 as the darker variant. */
export const PRIMARY_MAIN = '#E67E22';
export const PRIMARY_DARK = '#D35400';

const fontFamily = ["'Public Sans'", "'Pretendard'", "'Noto Sans KR'", 'system-ui', 'sans-serif'].join(', ');

/**
 * Light and dark colour schemes as CSS variables, switched by a class on <html>, so
 * `useColorScheme()` can set light, dark or system without re-creating the theme.
 * The default mode (light, spec §2) is set on the ThemeProvider in app/app-providers.tsx.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  defaultColorScheme: 'light',
  colorSchemes: {
    light: {
      palette: {
        primary: { main: PRIMARY_MAIN, dark: PRIMARY_DARK },
      },
    },
    dark: {
      palette: {
        primary: { main: PRIMARY_MAIN, dark: PRIMARY_DARK },
      },
    },
  },
  breakpoints: { values: breakpointValues },
  typography: { fontFamily },
  shape: { borderRadius: 8 },
});
