import type { TransactionTotals } from '@settle/contract/member-lists';
import type { Transaction } from '@settle/contract/transactions';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DataColumn } from '../../../components/data-list';
import { PagedQueryList } from '../../../components/paged-query-list';
import { FilterChips } from '../../../components/filter-chips';
import { TransactionStatusChip } from '../../../components/money/transaction-status-chip';
import type { ShowFeedback } from '../../../components/feedback-snackbar';
import { PeriodFilter } from '../../../components/period-filter';
import { PeriodTotals, type PeriodTotal } from '../../../components/period-totals';
import { periodQuery } from '../../../lib/period';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { usePeriod } from '../../../lib/use-period';
import { useTransactions } from '../api/list-transactions';
import { transactionFilterOptions, type TransactionFilter } from '../lib/transaction-filter';
import { useAssetFormat, type AssetFormat } from '../../../lib/asset-format';
import { useExchangeRate } from '../../../lib/exchange-rate';
import { krwText, krwValueOf } from '../../../lib/money-display';
import { receiptPath } from '../lib/receipt-path';
import { CancelTransactionDialog } from './cancel-transaction-dialog';

const PAGE_SIZE = 20;

export interface TransactionListProps {
  onFeedback: ShowFeedback;
}

/** 건수, then 처리 완료 and 처리 대기 with their sums: what a member checks first. */
function totalsOf(totals: TransactionTotals, asset: AssetFormat): PeriodTotal[] {
  const { success, pending } = totals.byStatus;
  return [
    { label: '거래 건수', value: `${totals.count.toLocaleString('ko-KR')}건`, testId: 'totals-count' },
    {
      label: '처리 완료',
      value: asset.assets(success.amount),
      caption: `${success.count.toLocaleString('ko-KR')}건`,
      testId: 'totals-success',
    },
    {
      label: '처리 대기',
      value: asset.assets(pending.amount),
      caption: `${pending.count.toLocaleString('ko-KR')}건`,
      testId: 'totals-pending',
    },
  ];
}

/**
 * The member's transactions of a period (1개월 by default, kept in the URL), newest first,
 * filtered by status and paged on the server, with the period's totals above them. Each row
 * opens its receipt; a pending one can be canceled (after a confirmation); a rejected one
 * shows the admin's reason.
 */
export function TransactionList({ onFeedback }: TransactionListProps) {
  const asset = useAssetFormat();
  const rate = useExchangeRate();
  const [filter, setFilter] = useState<TransactionFilter>('all');
  const period = usePeriod();
  const [canceling, setCanceling] = useState<Transaction | null>(null);
  const range = periodQuery(period.selection);
  const { query: list, paging } = useTransactions(
    { ...(filter !== 'all' ? { status: filter } : {}), ...range },
    PAGE_SIZE,
    range !== null,
  );

  const columns: readonly DataColumn<Transaction>[] = [
    { key: 'createdAt', label: '등록 일시', nowrap: true, render: (t) => formatSeoulDateTime(t.createdAt) },
    { key: 'amount', label: '금액', align: 'right', nowrap: true, render: (t) => asset.assets(t.amount) },
    {
      key: 'krw',
      label: '원화 환산(현재 환율)',
      align: 'right',
      nowrap: true,
      wideOnly: true,
      render: (t) => (rate.data ? krwText(krwValueOf(t.amount, rate.data.value)) : '-'),
    },
    { key: 'memo', label: '메모', render: (t) => (t.memo === '' ? '-' : t.memo) },
    { key: 'status', label: '상태', render: (t) => <StatusCell transaction={t} /> },
    {
      key: 'actions',
      label: '',
      align: 'right',
      render: (t) => (
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          {t.status === 'pending' && (
            <Button size="small" color="error" onClick={() => setCanceling(t)}>
              취소
            </Button>
          )}
          <Button
            size="small"
            component={RouterLink}
            to={receiptPath(t.id)}
            aria-label={`${formatSeoulDateTime(t.createdAt)} 거래 상세`}
          >
            상세
          </Button>
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="transaction-list-title">
      <Typography id="transaction-list-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        거래 내역
      </Typography>
      <PeriodFilter label="거래 내역 기간" period={period} />
      <FilterChips label="거래 상태" options={transactionFilterOptions} value={filter} onChange={setFilter} />
      <PeriodTotals
        label="기간 합계"
        totals={list.data ? totalsOf(list.data.totals, asset) : null}
        loading={list.isPending && !list.isError}
        stale={list.isPlaceholderData}
      />
      <PagedQueryList
        query={list}
        paging={paging}
        label="거래 내역"
        columns={columns}
        rowKey={(t) => t.id}
        empty={
          filter === 'all' ? '이 기간에 등록한 거래가 없습니다.' : '이 기간에 이 상태의 거래가 없습니다.'
        }
        rowTestId="transaction-row"
      />
      <CancelTransactionDialog
        transaction={canceling}
        onClose={() => setCanceling(null)}
        onFeedback={onFeedback}
      />
    </Stack>
  );
}

/** The status chip and, for a rejected transaction, the admin's reason under it. */
function StatusCell({ transaction }: { transaction: Transaction }) {
  return (
    <Stack spacing={0.5}>
      <span>
        <TransactionStatusChip status={transaction.status} />
      </span>
      {transaction.status === 'deleted' && transaction.deleteReason && (
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          반려 사유: {transaction.deleteReason}
        </Typography>
      )}
    </Stack>
  );
}
