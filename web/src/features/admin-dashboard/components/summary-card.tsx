import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface SummaryCardProps {
  label: string;
  value: string;
  /** A second line under the value. */
  detail?: ReactNode;
  loading: boolean;
  /** The screen where this is worked on; the whole card links there. */
  to?: string;
  testId: string;
}

/** One number of the operators' overview, linking to where it is dealt with. */
export function SummaryCard({ label, value, detail, loading, to, testId }: SummaryCardProps) {
  const content = (
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
          sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          data-testid={testId}
        >
          {value}
        </Typography>
      )}
      {detail && !loading && (
        <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 0.5 }}>
          {detail}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {to ? (
        <CardActionArea component={Link} to={to} sx={{ height: '100%', alignItems: 'flex-start' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
