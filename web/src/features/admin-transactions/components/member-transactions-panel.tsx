import {
  transactionStatuses,
  transactionStatusLabels,
  type Transaction,
  type TransactionStatus,
} from '@settle/contract/transactions';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { AdminDataGrid, type GridColumn } from '../../../components/admin-data-grid';
import { useAssetFormat, type AssetFormat } from '../../../lib/asset-format';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useAdminTransactions } from '../api/list-admin-transactions';
import { useListTotals } from '../hooks/use-list-totals';
import { createdByLabels } from '../lib/transaction-display';
import { buildMemberTransactionQuery } from '../lib/transaction-list-query';
import { ListTotals } from './list-totals';
import { TransactionStatusChip } from '../../../components/money/transaction-status-chip';

function columnsOf(asset: AssetFormat): GridColumn<Transaction>[] {
  return [
    {
      field: 'createdAt',
      headerName: '등록일시',
      width: 160,
      render: (tx) => formatSeoulDateTime(tx.createdAt),
    },
    {
      field: 'amount',
      headerName: '금액',
      align: 'right',
      width: 150,
      render: (tx) => asset.assets(tx.amount),
    },
    {
      field: 'status',
      headerName: '상태',
      width: 110,
      render: (tx) => <TransactionStatusChip status={tx.status} />,
    },
    {
      field: 'memo',
      headerName: '메모',
      minWidth: 160,
      render: (tx) => `${tx.memo || '-'}${tx.deleteReason ? ` (반려 사유: ${tx.deleteReason})` : ''}`,
    },
    {
      field: 'createdByRole',
      headerName: '등록자',
      width: 90,
      wideOnly: true,
      render: (tx) => createdByLabels[tx.createdByRole],
    },
    {
      field: 'processedAt',
      headerName: '처리일시',
      width: 160,
      render: (tx) => (tx.processedAt ? formatSeoulDateTime(tx.processedAt) : '-'),
    },
  ];
}

/** One member's transactions (회원 상세): every status or one, newest first, read-only. */
export function MemberTransactionsPanel({ userId }: { userId: string }) {
  const [status, setStatus] = useState<TransactionStatus | 'all'>('all');
  const asset = useAssetFormat();
  const columns = useMemo(() => columnsOf(asset), [asset]);
  const filters = buildMemberTransactionQuery(userId, status);
  const { query, paging } = useAdminTransactions(filters, 10);
  const totals = useListTotals(filters, query);

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label="상태"
        value={status}
        onChange={(event) => setStatus(event.target.value as TransactionStatus | 'all')}
        sx={{ width: 160 }}
      >
        <MenuItem value="all">전체</MenuItem>
        {transactionStatuses.map((value) => (
          <MenuItem key={value} value={value}>
            {transactionStatusLabels[value]}
          </MenuItem>
        ))}
      </TextField>
      <AdminDataGrid
        id="admin-member-transactions"
        label="회원 거래 내역"
        columns={columns}
        query={query}
        paging={paging}
        rowKey={(tx) => tx.id}
        empty={status === 'all' ? '거래가 없습니다.' : `${transactionStatusLabels[status]} 거래가 없습니다.`}
        rowTestId="member-transaction-row"
        totals={
          totals && (
            <ListTotals
              count={totals.count}
              // Amounts of different statuses do not add up to anything: a sum only for one status.
              figures={status === 'all' ? [] : [asset.assets(totals.amount)]}
            />
          )
        }
      />
    </Stack>
  );
}
