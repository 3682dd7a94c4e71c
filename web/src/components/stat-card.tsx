import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface StatCardProps {
  label: string;
  value: string | null;
  loading?: boolean;
  /** Shown under the value in red, e.g. why it is missing. */
  note?: string | undefined;
  /** Shown under the value in grey, e.g. when a rate was set. */
  caption?: string | undefined;
  testId: string;
}

/** One number of an overview (dashboards, asset and settlement pages). */
export function StatCard({ label, value, loading, note, caption, testId }: StatCardProps) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {label}
        </Typography>
        {loading ? (
          <Skeleton variant="text" width="60%" sx={{ fontSize: '1.75rem' }} />
        ) : (
          <Typography
            variant="h5"
            component="p"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
            data-testid={testId}
          >
            {value ?? '-'}
          </Typography>
        )}
        {caption && !loading && (
          <Typography variant="caption" color="text.secondary" component="p">
            {caption}
          </Typography>
        )}
        {note && !loading && (
          <Typography variant="caption" color="error" component="p">
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
