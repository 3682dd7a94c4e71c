import { darken, createTheme, type Theme } from '@mui/material/styles';
import { breakpointValues } from './breakpoints';
import { PAPER, PRIMARY_DARK, PRIMARY_MAIN, readableTone } from './palette';

export { PRIMARY_DARK, PRIMARY_MAIN } from './palette';

/**
 * Public Sans for Latin text and digits (self-hosted). Hangul comes from the device's own Korean
 * face where it has one (Apple SD Gothic Neo, Malgun Gothic), else from the self-hosted Noto Sans
 * KR (main.tsx) — a browser downloads a web font only for characters the faces before it lack.
 * Measured: the Noto slices cost ~400 ms of main thread at 4× CPU on the sign-in page.
 */
const fontFamily = [
  "'Public Sans'",
  "'Apple SD Gothic Neo'",
  "'Malgun Gothic'",
  "'Noto Sans KR'",
  'system-ui',
  'sans-serif',
].join(', ');

/** Hangul sits taller than Latin: 1.6 keeps two-line Korean sentences from touching. */
export const HANGUL_LINE_HEIGHT = 1.6;

export interface ThemeChoices {
  primaryLight: string;
  primaryDark: string;
  skin: 'default' | 'bordered';
}

const DEFAULT_CHOICES: ThemeChoices = {
  primaryLight: PRIMARY_MAIN,
  primaryDark: PRIMARY_MAIN,
  skin: 'default',
};

function primaryFor(main: string) {
  // The spec names #D35400 as the darker variant of the default orange; other colours get theirs.
  return { main, dark: main.toUpperCase() === PRIMARY_MAIN ? PRIMARY_DARK : darken(main, 0.15) };
}

/**
 * Light and dark colour schemes as CSS variables, switched by a class on <html>, so
 * `useColorScheme()` can set light, dark or system without re-creating the theme. The primary
 * colour of each scheme and the skin come from the customizer; the theme is rebuilt only when
 * one of those changes.
 */
export function createAppTheme(choices: ThemeChoices = DEFAULT_CHOICES): Theme {
  const bordered = choices.skin === 'bordered';
  const lightText = readableTone(choices.primaryLight, PAPER.light);
  const darkText = readableTone(choices.primaryDark, PAPER.dark);
  return createTheme({
    cssVariables: { colorSchemeSelector: 'class' },
    defaultColorScheme: 'light',
    colorSchemes: {
      light: {
        palette: {
          primary: primaryFor(choices.primaryLight),
          background: { default: '#F7F7F9', paper: PAPER.light },
          // Orange on white is too faint for text: `primaryText` is the readable tone (palette.ts).
          primaryText: lightText,
        },
      },
      dark: {
        palette: {
          primary: primaryFor(choices.primaryDark),
          background: { default: '#121212', paper: PAPER.dark },
          primaryText: darkText,
        },
      },
    },
    breakpoints: { values: breakpointValues },
    typography: {
      fontFamily,
      body1: { lineHeight: HANGUL_LINE_HEIGHT },
      body2: { lineHeight: HANGUL_LINE_HEIGHT },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiCssBaseline: {
        styleOverrides: (theme) => ({
          // Korean breaks between words (어절), never inside one ("주/세요"); a long e-mail or
          // account number with no space still wraps rather than overflowing a 360 px screen.
          body: { wordBreak: 'keep-all', overflowWrap: 'anywhere', lineHeight: HANGUL_LINE_HEIGHT },
          // A clear keyboard focus ring on everything clickable, in both themes (MUI's ripple
          // alone is faint). Text fields keep their own focused outline.
          'a, button, [role="button"], [role="tab"], [role="menuitem"], [tabindex]:not([tabindex="-1"])': {
            '&:focus-visible': {
              outline: `2px solid ${theme.vars.palette.primaryText}`,
              outlineOffset: 2,
            },
          },
        }),
      },
      MuiButton: {
        styleOverrides: {
          // Korean has no letter case; upper-casing only mangles Latin bits such as "Ctrl+K".
          root: ({ theme, ownerState }) => ({
            textTransform: 'none',
            ...(ownerState.color === 'primary' && ownerState.variant !== 'contained'
              ? { color: theme.vars.palette.primaryText }
              : {}),
          }),
        },
      },
      MuiFormLabel: {
        styleOverrides: {
          // A focused field's label is text too: the readable tone, not the raw primary.
          root: ({ theme, ownerState }) =>
            (ownerState.color ?? 'primary') === 'primary'
              ? { '&.Mui-focused': { color: theme.vars.palette.primaryText } }
              : {},
        },
      },
      MuiChip: {
        styleOverrides: {
          // An outlined chip's label is small text in its colour: darken it until it reads
          // (4.5:1) on the light paper, e.g. 처리 대기 in warning orange, 고정 in primary.
          root: ({ theme, ownerState }) => {
            const colour = ownerState.color;
            if (ownerState.variant !== 'outlined' || colour === undefined || colour === 'default') return {};
            return theme.applyStyles('light', {
              color: readableTone(theme.palette[colour].main, PAPER.light),
            });
          },
        },
      },
      MuiLink: {
        styleOverrides: {
          root: ({ theme }) => ({ color: theme.vars.palette.primaryText }),
        },
      },
      MuiTab: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-selected': { color: theme.vars.palette.primaryText } }),
        },
      },
      MuiCard: {
        defaultProps: bordered ? { variant: 'outlined' } : { elevation: 0 },
        styleOverrides: {
          root: bordered ? {} : { boxShadow: '0 2px 10px rgba(38, 43, 67, 0.08)' },
        },
      },
      MuiPaper: {
        defaultProps: bordered ? { elevation: 0 } : {},
        styleOverrides: {
          root: bordered ? ({ theme }) => ({ border: `1px solid ${theme.vars.palette.divider}` }) : {},
        },
      },
    },
  });
}

declare module '@mui/material/styles' {
  interface Palette {
    /** The primary colour as readable text on this scheme's paper (≥ 4.5:1). */
    primaryText: string;
  }
  interface PaletteOptions {
    primaryText?: string;
  }
}
