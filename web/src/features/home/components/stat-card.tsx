import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

export interface StatCardProps {
  label: string;
  value: string | null;
  loading?: boolean;
  /** Shown instead of the value, e.g. why it is missing. */
  note?: string | undefined;
  testId: string;
}

export function StatCard({ label, value, loading, note, testId }: StatCardProps) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {label}
        </Typography>
        {loading ? (
          <Skeleton variant="text" width="60%" sx={{ fontSize: '1.75rem' }} />
        ) : (
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={testId}>
            {value ?? '-'}
          </Typography>
        )}
        {note && !loading && (
          <Typography variant="caption" color="error">
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
