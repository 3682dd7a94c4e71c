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
import { displayedRowsLabelIn, paginationItemLabel } from '../lib/table-pagination';
import type { CursorPaging } from '../lib/use-cursor-pages';
import { RowCards } from './row-cards';

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
  paging?: CursorPaging;
  rowTestId?: string;
}

const SKELETON_ROWS = [0, 1, 2];

const displayedRowsLabel = displayedRowsLabelIn('건');

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
        <RowCards
          label={label}
          fields={columns.filter((column) => !column.wideOnly)}
          rows={rows}
          rowKey={rowKey}
          stale={stale}
          rowTestId={rowTestId}
        />
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
      {paging && rows.length > 0 && (
        <TablePagination
          component="div"
          count={paging.total ?? -1}
          page={paging.pageIndex}
          onPageChange={(_event, next) => paging.setPageIndex(next)}
          rowsPerPage={paging.pageSize}
          rowsPerPageOptions={[]}
          labelDisplayedRows={displayedRowsLabel}
          getItemAriaLabel={paginationItemLabel}
          // Cursors walk forward one page at a time: the next button follows the server's answer.
          slotProps={{ actions: { nextButton: { disabled: !paging.hasNextPage } } }}
          sx={{ borderTop: 1, borderColor: 'divider' }}
        />
      )}
    </Paper>
  );
}
