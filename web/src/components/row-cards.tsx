import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One line of a row card: a label and what the row shows for it. */
export interface CardField<T> {
  key: string;
  /** The line's label; '' for a line of buttons, shown right-aligned across the card. */
  label: string;
  render: (row: T) => ReactNode;
}

export interface RowCardsProps<T> {
  label: string;
  fields: readonly CardField<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  stale?: boolean | undefined;
  rowTestId?: string | undefined;
  /** Something before a card's lines (a selection checkbox). */
  lead?: ((row: T) => ReactNode) | undefined;
}

/**
 * Lists on a phone: one card per row with label–value lines, so nothing scrolls sideways at
 * 360 px and every row action stays on screen (the member lists and the admin grids).
 */
export function RowCards<T>({ label, fields, rows, rowKey, stale, rowTestId, lead }: RowCardsProps<T>) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, opacity: stale ? 0.6 : 1 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={rowKey(row)}
          data-testid={rowTestId}
          sx={{
            px: 2,
            py: 1.5,
            display: 'flex',
            gap: 1,
            alignItems: 'flex-start',
            '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
          }}
        >
          {lead?.(row)}
          <Box
            component="dl"
            sx={{
              m: 0,
              flexGrow: 1,
              minWidth: 0,
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              gap: 0.5,
              columnGap: 2,
            }}
          >
            {fields.map((field) =>
              field.label === '' ? (
                <Box component="dd" key={field.key} sx={{ m: 0, gridColumn: '1 / -1', textAlign: 'right' }}>
                  {field.render(row)}
                </Box>
              ) : (
                <CardLine key={field.key} label={field.label}>
                  {field.render(row)}
                </CardLine>
              ),
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function CardLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
      <Box
        component="dd"
        sx={{
          m: 0,
          typography: 'body2',
          textAlign: 'right',
          overflowWrap: 'anywhere',
          // Right-aligned, each child on its own line (a chip above a reason, say).
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
        }}
      >
        {children}
      </Box>
    </>
  );
}
