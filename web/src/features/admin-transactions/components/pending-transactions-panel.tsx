import { messages } from '@settle/contract/messages';
import type { Transaction } from '@settle/contract/transactions';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ShowFeedback } from '../../../components/feedback-snackbar';
import { errorMessageOf } from '../../../lib/api-error';
import { krwText, krwValueOf } from '../../../lib/money-display';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { retryOf } from '../../../lib/write-retry';
import { useCreateAdminTransaction } from '../api/create-admin-transaction';
import { useCurrentRate } from '../api/get-current-rate';
import { useProcessTransaction } from '../api/process-transaction';
import { useTransactionList } from '../hooks/use-transaction-list';
import { MemberAmountDialog } from './member-amount-dialog';
import { RejectDialog } from './reject-dialog';
import { TransactionFilterBar } from './transaction-filter-bar';
import { ListTotals } from './list-totals';
import { TransactionsTable } from './transactions-table';
import { useAssetFormat } from '../../../lib/asset-format';

/**
 * 처리 대기: pending transactions on the admin grid, filtered, sorted and paged (by cursor) on
 * the server, with the totals of the whole filtered list. 처리 credits the
 * member (after a confirmation showing the KRW estimate), 반려 asks for a reason, 거래 등록
 * creates one for a member.
 */
export function PendingTransactionsPanel({ notify }: { notify: ShowFeedback }) {
  const view = useTransactionList('pending', { sort: 'createdAt', order: 'desc' }, '처리대기', notify);
  const asset = useAssetFormat();
  const rate = useCurrentRate();
  const process = useProcessTransaction();
  const create = useCreateAdminTransaction();
  const [processing, setProcessing] = useState<Transaction | null>(null);
  const [rejecting, setRejecting] = useState<Transaction | null>(null);
  const [creating, setCreating] = useState(false);
  const rateValue = rate.data ?? null;
  const busy = process.isPending;

  async function handleProcess(tx: Transaction) {
    try {
      await process.mutateAsync(tx.id);
      notify(`${tx.userName}님의 거래를 처리했습니다.`);
    } catch (caught) {
      // Offline or a lost answer: 다시 시도 sends the same request (same Idempotency-Key).
      notify(
        errorMessageOf(caught, messages.internal),
        'error',
        retryOf(caught, () => void handleProcess(tx)),
      );
    }
    setProcessing(null);
  }

  return (
    <Stack spacing={2}>
      <TransactionFilterBar
        member={view.member}
        onMemberChange={view.setMember}
        range={view.range}
        preset={view.preset}
        onRangeChange={view.setRange}
        onExport={view.exportCsv}
        actions={
          <Button variant="contained" startIcon={<IconPlus size={18} />} onClick={() => setCreating(true)}>
            거래 등록
          </Button>
        }
      />

      {rate.isSuccess && rateValue === null && (
        <Alert severity="warning" role="note">
          {messages.rateNotSet} 원화 환산 금액을 표시할 수 없습니다.
        </Alert>
      )}

      <TransactionsTable
        variant="pending"
        id="admin-pending-transactions"
        label="처리 대기 거래"
        query={view.query}
        paging={view.paging}
        sort={view.sort}
        emptyText={
          view.filtered ? '조건에 맞는 처리 대기 거래가 없습니다.' : '처리 대기 중인 거래가 없습니다.'
        }
        rate={rateValue}
        totals={
          view.totals && (
            <ListTotals
              count={view.totals.count}
              figures={[
                asset.assets(view.totals.amount),
                // The page's own words: what the pending ones would be worth at today's rate.
                ...(rateValue === null
                  ? []
                  : [`${krwText(krwValueOf(view.totals.amount, rateValue))}(예상)`]),
              ]}
            />
          )
        }
        renderActions={(tx) => (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button size="small" variant="outlined" disabled={busy} onClick={() => setProcessing(tx)}>
              처리
            </Button>
            <Button size="small" color="error" disabled={busy} onClick={() => setRejecting(tx)}>
              반려
            </Button>
          </Stack>
        )}
      />

      <ConfirmDialog
        open={processing !== null}
        title="거래 처리"
        confirmLabel="처리"
        // Crediting a member is the page's everyday action, not a destructive one: not red.
        confirmColor="primary"
        pending={process.isPending}
        onClose={() => setProcessing(null)}
        onConfirm={() => {
          if (processing) void handleProcess(processing);
        }}
      >
        {processing && <ProcessSummary transaction={processing} rate={rateValue} />}
      </ConfirmDialog>

      {rejecting && (
        <RejectDialog
          key={rejecting.id}
          transaction={rejecting}
          onClose={() => setRejecting(null)}
          onRejected={(tx) => {
            setRejecting(null);
            notify(`${tx.userName}님의 거래를 반려했습니다.`);
          }}
        />
      )}
      {creating && (
        <MemberAmountDialog
          kind="transaction"
          pending={create.isPending}
          onClose={() => setCreating(false)}
          onSubmit={async (body) => {
            const tx = await create.mutateAsync(body);
            setCreating(false);
            notify(`${tx.userName}님의 거래를 등록했습니다.`);
          }}
        />
      )}
    </Stack>
  );
}

function ProcessSummary({ transaction, rate }: { transaction: Transaction; rate: number | null }) {
  const asset = useAssetFormat();
  const rows: [string, string][] = [
    ['회원', transaction.userName],
    ['금액', asset.assets(transaction.amount)],
    ['원화 환산(현재 환율)', rate === null ? '환율 미설정' : krwText(krwValueOf(transaction.amount, rate))],
    ['등록일시', formatSeoulDateTime(transaction.createdAt)],
    ['메모', transaction.memo || '-'],
  ];
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2">이 거래를 처리하면 회원의 자산에 금액이 더해집니다.</Typography>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {rows.map(([term, value]) => (
          <Stack key={term} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {term}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 600, textAlign: 'right', wordBreak: 'break-all' }}
            >
              {value}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
