import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

export interface DataColumn<T> {
  key: string;
  /** Header in the table, label in a phone card; '' for a column of buttons. */
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** Keep on one line in the table (dates, amounts). */
  nowrap?: boolean;
  /** Only in the table (600 px up): a figure that helps on a desktop but crowds a phone card. */
  wideOnly?: boolean;
}

export interface DataListPaging {
  total: number;
  /** Zero-based, as MUI TablePagination counts. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

export interface DataListProps<T> {
  /** Accessible name of the table or list. */
  label: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  loading: boolean;
  /** The rows shown are the previous page's while the next one loads. */
  stale?: boolean;
  empty: string;
  paging?: DataListPaging;
  rowTestId?: string;
}

const SKELETON_ROWS = [0, 1, 2];

/** '1–20 / 총 135건' */
export function displayedRowsLabel({ from, to, count }: { from: number; to: number; count: number }): string {
  return `${from}–${to} / 총 ${count}건`;
}

function pageButtonLabel(type: 'first' | 'last' | 'next' | 'previous'): string {
  return { first: '첫 페이지', last: '마지막 페이지', next: '다음 페이지', previous: '이전 페이지' }[type];
}

/**
 * The member lists (ledger, transactions, settlements): a table from 600 px up, and below it one
 * card per row with label–value lines, so nothing scrolls sideways at 360 px. Paged on the
 * server; the page size is fixed, so the pager is just the count and the arrows.
 */
export function DataList<T>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  stale,
  empty,
  paging,
  rowTestId,
}: DataListProps<T>) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const placeholder = loading ? 'loading' : rows.length === 0 ? 'empty' : null;

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {placeholder === 'empty' ? (
        <Typography sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>{empty}</Typography>
      ) : placeholder === 'loading' ? (
        <Box sx={{ p: 2 }} aria-busy="true" aria-label="목록을 불러오는 중">
          {SKELETON_ROWS.map((row) => (
            <Skeleton key={row} variant="text" sx={{ fontSize: '1.25rem' }} />
          ))}
        </Box>
      ) : phone ? (
        <Box
          component="ul"
          aria-label={label}
          sx={{ listStyle: 'none', m: 0, p: 0, opacity: stale ? 0.6 : 1 }}
        >
          {rows.map((row) => (
            <Box
              component="li"
              key={rowKey(row)}
              data-testid={rowTestId}
              sx={{ px: 2, py: 1.5, '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}
            >
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'auto minmax(0, 1fr)',
                  gap: 0.5,
                  columnGap: 2,
                }}
              >
                {columns
                  .filter((column) => !column.wideOnly)
                  .map((column) =>
                    column.label === '' ? (
                      <Box
                        component="dd"
                        key={column.key}
                        sx={{ m: 0, gridColumn: '1 / -1', textAlign: 'right' }}
                      >
                        {column.render(row)}
                      </Box>
                    ) : (
                      <CardLine key={column.key} label={column.label}>
                        {column.render(row)}
                      </CardLine>
                    ),
                  )}
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={{ whiteSpace: 'nowrap' }}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody sx={{ opacity: stale ? 0.6 : 1 }}>
              {rows.map((row) => (
                <TableRow key={rowKey(row)} hover data-testid={rowTestId}>
                  {columns.map((column) => (
                    <TableCell
                      key={column.key}
                      align={column.align}
                      sx={column.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}
                    >
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {paging && paging.total > 0 && (
        <TablePagination
          component="div"
          count={paging.total}
          page={Math.min(paging.page, Math.max(0, Math.ceil(paging.total / paging.pageSize) - 1))}
          onPageChange={(_event, next) => paging.onPageChange(next)}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={[]}
          labelDisplayedRows={displayedRowsLabel}
          getItemAriaLabel={pageButtonLabel}
          sx={{ borderTop: 1, borderColor: 'divider' }}
        />
      )}
    </Paper>
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
