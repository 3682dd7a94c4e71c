import {
  transactionStatuses,
  transactionStatusLabels,
  type TransactionStatus,
} from '@settle/contract/transactions';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { AdminTablePagination } from '../../../components/admin-table-pagination';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useAdminTransactions } from '../api/list-admin-transactions';
import { createdByLabels } from '../lib/transaction-display';
import { buildMemberTransactionQuery } from '../lib/transaction-list-query';
import { useAssetFormat } from '../../../lib/asset-format';

const COLUMNS = 6;
const nowrap = { whiteSpace: 'nowrap' } as const;

const statusColors: Record<TransactionStatus, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'warning',
  success: 'success',
  canceled: 'default',
  deleted: 'error',
};

/** One member's transactions (회원 상세): every status or one, newest first, read-only. */
export function MemberTransactionsPanel({ userId }: { userId: string }) {
  const [status, setStatus] = useState<TransactionStatus | 'all'>('all');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const asset = useAssetFormat();
  const list = useAdminTransactions(buildMemberTransactionQuery(userId, status, page, pageSize));
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="상태"
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as TransactionStatus | 'all');
          setPage(0);
        }}
        sx={{ width: 160 }}
      >
        <MenuItem value="all">전체</MenuItem>
        {transactionStatuses.map((value) => (
          <MenuItem key={value} value={value}>
            {transactionStatusLabels[value]}
          </MenuItem>
        ))}
      </TextField>
      <QueryErrorAlert query={list} />
      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="회원 거래 내역">
            <TableHead>
              <TableRow>
                <TableCell sx={nowrap}>등록일시</TableCell>
                <TableCell align="right" sx={nowrap}>
                  금액
                </TableCell>
                <TableCell sx={nowrap}>상태</TableCell>
                <TableCell>메모</TableCell>
                <TableCell sx={nowrap}>등록자</TableCell>
                <TableCell sx={nowrap}>처리일시</TableCell>
              </TableRow>
            </TableHead>
            <TableBody sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              {list.isPending ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS}>
                    <Skeleton variant="text" />
                  </TableCell>
                </TableRow>
              ) : items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    거래가 없습니다.
                  </TableCell>
                </TableRow>
              ) : (
                items.map((tx) => (
                  <TableRow key={tx.id} hover data-testid="member-transaction-row">
                    <TableCell sx={nowrap}>{formatSeoulDateTime(tx.createdAt)}</TableCell>
                    <TableCell align="right" sx={nowrap}>
                      {asset.assets(tx.amount)}
                    </TableCell>
                    <TableCell sx={nowrap}>
                      <Chip
                        size="small"
                        variant="outlined"
                        color={statusColors[tx.status]}
                        label={transactionStatusLabels[tx.status]}
                      />
                    </TableCell>
                    <TableCell sx={{ minWidth: 120, wordBreak: 'break-all' }}>
                      {tx.memo || '-'}
                      {tx.deleteReason ? ` (반려 사유: ${tx.deleteReason})` : ''}
                    </TableCell>
                    <TableCell sx={nowrap}>{createdByLabels[tx.createdByRole]}</TableCell>
                    <TableCell sx={nowrap}>
                      {tx.processedAt ? formatSeoulDateTime(tx.processedAt) : '-'}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <AdminTablePagination
          total={total}
          page={Math.min(page, lastPage)}
          pageSize={pageSize}
          onPageChange={(next) => setPage(next)}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(0);
          }}
        />
      </Paper>
    </Stack>
  );
}
