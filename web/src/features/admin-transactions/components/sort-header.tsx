import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import type { TransactionSort, TransactionSortField } from '../lib/transaction-list-query';

export interface SortHeaderProps {
  column: TransactionSortField;
  sort: TransactionSort;
  onSort: (column: TransactionSortField) => void;
  align?: 'left' | 'right';
  children: ReactNode;
}

/** A header cell that sorts the list on the server; the active one shows its direction. */
export function SortHeader({ column, sort, onSort, align, children }: SortHeaderProps) {
  const active = sort.sort === column;
  return (
    <TableCell align={align} sortDirection={active ? sort.order : false} sx={{ whiteSpace: 'nowrap' }}>
      <TableSortLabel active={active} direction={active ? sort.order : 'desc'} onClick={() => onSort(column)}>
        {children}
      </TableSortLabel>
    </TableCell>
  );
}
