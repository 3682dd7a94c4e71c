import TablePagination from '@mui/material/TablePagination';
import {
  compactPaginationSx,
  displayedRowsLabelIn,
  paginationItemLabel,
  ROWS_PER_PAGE_LABEL,
  ROWS_PER_PAGE_OPTIONS,
} from '../lib/table-pagination';

export interface AdminTablePaginationProps {
  /** Rows in the whole list. */
  total: number;
  /** Zero-based page shown. */
  page: number;
  pageSize: number;
  /** What the rows are counted in: 건, 명. */
  unit?: string;
  onPageChange: (page: number) => void;
  /** A new page size; the caller decides which page to show with it. */
  onPageSizeChange: (pageSize: number) => void;
}

/** The admin tables' pagination bar: Korean labels, the shared page sizes, compact on phones. */
export function AdminTablePagination({
  total,
  page,
  pageSize,
  unit = '건',
  onPageChange,
  onPageSizeChange,
}: AdminTablePaginationProps) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={page}
      onPageChange={(_event, next) => onPageChange(next)}
      rowsPerPage={pageSize}
      rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
      onRowsPerPageChange={(event) => onPageSizeChange(Number(event.target.value))}
      labelRowsPerPage={ROWS_PER_PAGE_LABEL}
      labelDisplayedRows={displayedRowsLabelIn(unit)}
      getItemAriaLabel={paginationItemLabel}
      sx={compactPaginationSx}
    />
  );
}
