import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A titled part of the home's one list panel (home-lists.tsx): the latest few items, with a link
 * to the full list when there is one. Compact (a 44 px title row, dense rows, a one-line empty
 * sentence): the home leads with the balance card and these follow as lists, not as cards.
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
  /** `label` is the link's text, e.g. '거래 전체 보기'. */
  link?: { to: string; label: string };
  empty: string;
  isEmpty: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={title}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 44, pl: 2, pr: 1 }}>
        <Typography component="h2" variant="subtitle2" sx={{ fontWeight: 700, flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {badge}
        {link && (
          // The whole name as its text ('거래 전체 보기'): a bare '전체 보기' says nowhere where it goes.
          <Button component={RouterLink} to={link.to} size="small" sx={{ flexShrink: 0 }}>
            {link.label}
          </Button>
        )}
      </Stack>
      <Divider />
      {isEmpty ? (
        <Typography variant="body2" sx={{ py: 1.5, px: 2, color: 'text.secondary' }}>
          {empty}
        </Typography>
      ) : (
        // The panel draws the line after the last row (home-lists.tsx).
        <Box sx={{ '& li:last-of-type': { borderBottom: 0 } }}>{children}</Box>
      )}
    </Box>
  );
}
