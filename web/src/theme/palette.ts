import { darken, getContrastRatio } from '@mui/material/styles';

/** spec §1/§9: orange primary, #D35400 as the darker variant. */
export const PRIMARY_MAIN = '#E67E22';
export const PRIMARY_DARK = '#D35400';

/** Colours offered in the customizer besides the spec's orange. */
export const PRIMARY_PRESETS = ['#E67E22', '#7367F0', '#0D9394', '#2092EC', '#EB3D63', '#4A8C2A'] as const;

const LIGHT_PAPER = '#FFFFFF';
const DARK_PAPER = '#1E1E1E';
/** WCAG AA for body text. */
const TEXT_CONTRAST = 4.5;

/**
 * A tone of `colour` readable as text on `background`: orange on white is only 2.9:1, so links,
 * text buttons and the active menu item use a darker tone of the same hue in the light theme
 * (#E67E22 → about #B15300, 4.9:1). In the dark theme it is lightened instead when needed.
 */
export function readableTone(colour: string, background: string): string {
  let tone = colour;
  const onDark = getContrastRatio(background, '#000') < getContrastRatio(background, '#fff');
  for (let step = 0; step < 20 && getContrastRatio(tone, background) < TEXT_CONTRAST; step += 1) {
    tone = onDark ? lighten(tone) : darken(tone, 0.05);
  }
  return tone;
}

function lighten(colour: string): string {
  // MUI's lighten() returns rgb(); keep hex-free math simple by mixing with white in 5 % steps.
  const value = colour.replace('#', '');
  if (value.length !== 6) return colour;
  const channels = [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c + (255 - c) * 0.05)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export const PAPER = { light: LIGHT_PAPER, dark: DARK_PAPER } as const;
