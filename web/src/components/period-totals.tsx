import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface PeriodTotal {
  label: string;
  value: string;
  /** A second line in grey: '2건'. */
  caption?: string;
  testId: string;
}

export interface PeriodTotalsProps {
  /** Accessible name of the group: '거래 합계'. */
  label: string;
  /** null while the first answer is loading (or when it failed: the list says why). */
  totals: readonly PeriodTotal[] | null;
  loading: boolean;
  /** The period's totals are for the previous selection while the next loads. */
  stale?: boolean;
}

/**
 * The totals of the chosen period above a member's list, computed by the server over the
 * whole period (every page): big readable numbers, two to a row on a phone.
 */
export function PeriodTotals({ label, totals, loading, stale }: PeriodTotalsProps) {
  if (!loading && totals === null) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      aria-busy={loading || stale ? 'true' : undefined}
      sx={{
        p: 2,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(128px, 1fr))',
        opacity: stale ? 0.6 : 1,
      }}
    >
      {loading || totals === null ? (
        <Skeleton variant="text" sx={{ fontSize: '1.5rem', gridColumn: '1 / -1' }} />
      ) : (
        totals.map((total) => (
          <Box key={total.testId} sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              {total.label}
            </Typography>
            <Typography
              component="p"
              variant="h6"
              data-testid={total.testId}
              sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
            >
              {total.value}
            </Typography>
            {total.caption && (
              <Typography
                variant="caption"
                color="text.secondary"
                component="p"
                data-testid={`${total.testId}-caption`}
              >
                {total.caption}
              </Typography>
            )}
          </Box>
        ))
      )}
    </Paper>
  );
}
