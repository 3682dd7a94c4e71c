import type { Transaction } from '@settle/contract/transactions';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { MemberLink } from '../../../components/member-link';
import { krwText, krwValueOf } from '../../../lib/money-display';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { createdByLabels } from '../lib/transaction-display';
import type { TransactionSort, TransactionSortField } from '../lib/transaction-list-query';
import { SortHeader } from './sort-header';
import { AdminTablePagination } from '../../../components/admin-table-pagination';
import { useAssetFormat } from '../../../lib/asset-format';

const nowrap = { whiteSpace: 'nowrap' } as const;

export interface TransactionsTableProps {
  /** pending: registered time, KRW estimate, actions · processed: processed time and processor. */
  variant: 'pending' | 'processed';
  label: string;
  items: readonly Transaction[];
  loading: boolean;
  /** Rows of the previous query stay on screen, dimmed, while the next one loads. */
  stale: boolean;
  emptyText: string;
  /** KRW per asset now, for the 원화 환산 column of pending ones. */
  rate: number | null;
  sort: TransactionSort;
  onSort: (column: TransactionSortField) => void;
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  renderActions?: (transaction: Transaction) => ReactNode;
}

/** One page of transactions, sorted and paged on the server; scrolls sideways on a phone. */
export function TransactionsTable(props: TransactionsTableProps) {
  const { variant, items, loading, sort, onSort, renderActions } = props;
  const asset = useAssetFormat();
  const pending = variant === 'pending';
  const columns = pending ? 6 + (renderActions ? 1 : 0) : 7;

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              {pending ? (
                <SortHeader column="createdAt" sort={sort} onSort={onSort}>
                  등록일시
                </SortHeader>
              ) : (
                <SortHeader column="processedAt" sort={sort} onSort={onSort}>
                  처리일시
                </SortHeader>
              )}
              <TableCell sx={nowrap}>회원</TableCell>
              <SortHeader column="amount" sort={sort} onSort={onSort} align="right">
                금액
              </SortHeader>
              {pending && (
                <TableCell align="right" sx={nowrap}>
                  원화 환산(예상)
                </TableCell>
              )}
              <TableCell>메모</TableCell>
              <TableCell sx={nowrap}>등록자</TableCell>
              {pending ? null : <TableCell sx={nowrap}>등록일시</TableCell>}
              {pending ? null : <TableCell sx={nowrap}>처리자</TableCell>}
              {pending && renderActions && (
                <TableCell align="right" sx={nowrap}>
                  관리
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody sx={{ opacity: props.stale ? 0.6 : 1 }}>
            {loading ? (
              [0, 1, 2].map((row) => (
                <TableRow key={row}>
                  <TableCell colSpan={columns}>
                    <Skeleton variant="text" />
                  </TableCell>
                </TableRow>
              ))
            ) : items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                  {props.emptyText}
                </TableCell>
              </TableRow>
            ) : (
              items.map((tx) => (
                <TableRow key={tx.id} hover data-testid="transaction-row">
                  <TableCell sx={nowrap}>
                    {formatSeoulDateTime(pending ? tx.createdAt : (tx.processedAt ?? ''))}
                  </TableCell>
                  <TableCell sx={nowrap}>
                    <MemberLink userId={tx.userId}>{tx.userName}</MemberLink>
                  </TableCell>
                  <TableCell align="right" sx={nowrap}>
                    {asset.assets(tx.amount)}
                  </TableCell>
                  {pending && (
                    <TableCell align="right" sx={nowrap}>
                      {props.rate === null ? '-' : krwText(krwValueOf(tx.amount, props.rate))}
                    </TableCell>
                  )}
                  <TableCell sx={{ minWidth: 120, wordBreak: 'break-all' }}>{tx.memo || '-'}</TableCell>
                  <TableCell sx={nowrap}>{createdByLabels[tx.createdByRole]}</TableCell>
                  {pending ? null : <TableCell sx={nowrap}>{formatSeoulDateTime(tx.createdAt)}</TableCell>}
                  {pending ? null : (
                    <TableCell sx={nowrap}>{tx.processedByName ?? tx.processedBy ?? '-'}</TableCell>
                  )}
                  {pending && renderActions && (
                    <TableCell align="right" sx={nowrap}>
                      {renderActions(tx)}
                    </TableCell>
                  )}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <AdminTablePagination
        total={props.total}
        page={props.page}
        pageSize={props.pageSize}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
      />
    </Paper>
  );
}
