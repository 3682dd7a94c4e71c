import Typography, { type TypographyProps } from '@mui/material/Typography';
import { signedAssetsText } from '../../lib/money-display';

/**
 * A ledger amount with its sign and colour: credits green, debits red. The sign is in the text
 * too, so the colour is never the only cue.
 */
export function SignedAssets({
  value,
  unit,
  variant = 'body2',
}: {
  value: number;
  /** The asset unit (useAssetUnit, or the answer that carries it). */
  unit: string;
  variant?: TypographyProps['variant'];
}) {
  return (
    <Typography
      component="span"
      variant={variant}
      sx={{
        fontWeight: 600,
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        color: value > 0 ? 'success.main' : value < 0 ? 'error.main' : 'text.primary',
      }}
    >
      {signedAssetsText(value, unit)}
    </Typography>
  );
}
