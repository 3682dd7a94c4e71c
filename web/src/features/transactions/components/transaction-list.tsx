import { messages } from '@settle/contract/messages';
import type { Transaction } from '@settle/contract/transactions';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DataColumn } from '../../../components/data-list';
import { PagedQueryList } from '../../../components/paged-query-list';
import { FilterChips } from '../../../components/filter-chips';
import { TransactionStatusChip } from '../../../components/money/transaction-status-chip';
import type { ShowFeedback } from '../../../components/feedback-snackbar';
import { errorMessageOf } from '../../../lib/api-error';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { retryOf } from '../../../lib/write-retry';
import { useCancelTransaction } from '../api/cancel-transaction';
import { useTransactions } from '../api/list-transactions';
import { transactionFilterOptions, type TransactionFilter } from '../lib/transaction-filter';
import { useAssetFormat } from '../../../lib/asset-format';
import { useExchangeRate } from '../../../lib/exchange-rate';
import { krwText, krwValueOf } from '../../../lib/money-display';

const PAGE_SIZE = 20;

export interface TransactionListProps {
  onFeedback: ShowFeedback;
}

/**
 * The member's transactions, newest first, filtered by status and paged on the server. A pending
 * one can be canceled (after a confirmation); a rejected one shows the admin's reason.
 */
export function TransactionList({ onFeedback }: TransactionListProps) {
  const asset = useAssetFormat();
  const rate = useExchangeRate();
  const [filter, setFilter] = useState<TransactionFilter>('all');
  const [page, setPage] = useState(0);
  const [canceling, setCanceling] = useState<Transaction | null>(null);
  const cancel = useCancelTransaction();
  const list = useTransactions({
    ...(filter !== 'all' ? { status: filter } : {}),
    page: page + 1,
    pageSize: PAGE_SIZE,
  });

  // A cancel under the 처리 대기 filter can empty the last page: step back to the new last page.
  const total = list.data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / PAGE_SIZE) - 1);
  if (list.data && !list.isPlaceholderData && page > lastPage) setPage(lastPage);

  function handleCancel(transaction: Transaction) {
    cancel.mutate(transaction.id, {
      onSuccess: () => onFeedback('거래를 취소했습니다.'),
      onError: (error) =>
        onFeedback(
          errorMessageOf(error, messages.internal),
          'error',
          retryOf(error, () => handleCancel(transaction)),
        ),
      onSettled: () => setCanceling(null),
    });
  }

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
      render: (t) =>
        t.status === 'pending' ? (
          <Button size="small" color="error" onClick={() => setCanceling(t)} disabled={cancel.isPending}>
            취소
          </Button>
        ) : null,
    },
  ];

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="transaction-list-title">
      <Typography id="transaction-list-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        거래 내역
      </Typography>
      <FilterChips
        label="거래 상태"
        options={transactionFilterOptions}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      <PagedQueryList
        query={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        label="거래 내역"
        columns={columns}
        rowKey={(t) => t.id}
        empty={filter === 'all' ? '아직 등록한 거래가 없습니다.' : '이 상태의 거래가 없습니다.'}
        rowTestId="transaction-row"
      />
      <ConfirmDialog
        open={canceling !== null}
        title="거래를 취소할까요?"
        confirmLabel="거래 취소"
        pending={cancel.isPending}
        onClose={() => setCanceling(null)}
        onConfirm={() => {
          if (canceling) handleCancel(canceling);
        }}
      >
        {canceling && (
          <>
            {asset.assets(canceling.amount)}
            {canceling.memo !== '' && ` (${canceling.memo})`} 거래를 취소합니다. 취소한 거래는 되돌릴 수
            없으며, 필요하면 다시 등록해야 합니다.
          </>
        )}
      </ConfirmDialog>
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
