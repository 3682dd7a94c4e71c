import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { TransactionFilterBar } from '../components/transaction-filter-bar';
import { TransactionsTable } from '../components/transactions-table';
import { useTransactionList } from '../hooks/use-transaction-list';
import { useAssetFormat } from '../../../lib/asset-format';
import { ListTotals } from '../components/list-totals';

/**
 * /admin/successtrans: processed transactions, newest processed first (or by amount), filtered
 * by member and processing day, with the CSV of the whole filtered set.
 */
export function ProcessedTransactionsPage() {
  const { feedback, show, close } = useFeedback();
  const view = useTransactionList('success', { sort: 'processedAt', order: 'desc' }, '처리완료', show);
  const asset = useAssetFormat();

  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          처리 완료 거래
        </Typography>
        <Typography variant="body2" color="text.secondary">
          처리되어 회원의 자산에 반영된 거래입니다.
        </Typography>
      </Box>
      <TransactionFilterBar
        member={view.member}
        onMemberChange={view.setMember}
        range={view.range}
        preset={view.preset}
        onRangeChange={view.setRange}
        onExport={view.exportCsv}
      />
      <TransactionsTable
        variant="processed"
        id="admin-processed-transactions"
        label="처리 완료 거래"
        query={view.query}
        paging={view.paging}
        sort={view.sort}
        emptyText={view.filtered ? '조건에 맞는 처리 완료 거래가 없습니다.' : '처리 완료된 거래가 없습니다.'}
        rate={null}
        totals={
          view.totals && <ListTotals count={view.totals.count} figures={[asset.assets(view.totals.amount)]} />
        }
      />
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
