import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A titled card of the latest few items, with a link to the full list when there is one. */
export function RecentSection({
  title,
  badge,
  link,
  empty,
  isEmpty,
  children,
}: {
  title: string;
  /** Shown beside the title (a count). */
  badge?: ReactNode;
  /** `label` is the link's accessible name, e.g. '거래 전체 보기' (the visible text is '전체 보기'). */
  link?: { to: string; label: string };
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader
        title={
          <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <span>{title}</span>
            {badge}
          </Stack>
        }
        slotProps={{
          title: { component: 'h2', variant: 'subtitle1', sx: { fontWeight: 700 } },
          action: { sx: { alignSelf: 'center', m: 0 } },
        }}
        action={
          link && (
            <Button component={RouterLink} to={link.to} size="small" aria-label={link.label}>
              전체 보기
            </Button>
          )
        }
        sx={{ py: 1.5, minHeight: 56 }}
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
