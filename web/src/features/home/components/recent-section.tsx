import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A titled card of the latest few items, with a link to the full list. */
export function RecentSection({
  title,
  to,
  linkLabel,
  empty,
  isEmpty,
  children,
}: {
  title: string;
  to: string;
  /** Accessible name of the link, e.g. '거래 전체 보기' (the visible text is '전체 보기'). */
  linkLabel: string;
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader
        title={title}
        slotProps={{ title: { component: 'h2', variant: 'subtitle1', sx: { fontWeight: 700 } } }}
        action={
          <Button component={RouterLink} to={to} size="small" aria-label={linkLabel}>
            전체 보기
          </Button>
        }
        sx={{ py: 1.5 }}
      />
      <Divider />
      {isEmpty ? (
        <Typography sx={{ py: 4, px: 2, textAlign: 'center', color: 'text.secondary' }}>{empty}</Typography>
      ) : (
        children
      )}
    </Card>
  );
}
