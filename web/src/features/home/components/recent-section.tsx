import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * A titled card of the latest few items, with a link to the full list when there is one. Kept
 * compact (a 44 px title row, dense rows, a one-line empty sentence): the home leads with the
 * balance card and these follow it as lists, not as five equal cards.
 */
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
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 44, pl: 2, pr: 1 }}>
        <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {badge}
        {link && (
          <Button component={RouterLink} to={link.to} size="small" aria-label={link.label}>
            전체 보기
          </Button>
        )}
      </Stack>
      <Divider />
      {isEmpty ? (
        <Typography variant="body2" sx={{ py: 1.5, px: 2, color: 'text.secondary' }}>
          {empty}
        </Typography>
      ) : (
        children
      )}
    </Card>
  );
}
