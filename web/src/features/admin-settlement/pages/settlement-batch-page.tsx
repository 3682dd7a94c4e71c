import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useSettlementBatch } from '../api/get-settlement-batch';
import { SettlementLinesTable } from '../components/settlement-lines-table';
import { SettlementSummary } from '../components/settlement-summary';
import {
  settlementActions,
  settlementRefetchInterval,
  SETTLEMENT_HISTORY_PATH,
} from '../lib/settlement-view';
import { AdminPageHeader } from '../../../components/admin-page-header';

/**
 * /admin/settlement/history/{batchId}: one batch of 정산 내역, its totals and result, and its
 * lines (회원별 명세) with their totals row and the CSV for the bank.
 */
export function SettlementBatchPage() {
  const batchId = useParams()['batchId'] ?? '';
  const batch = useSettlementBatch(batchId);
  const { feedback, show, close } = useFeedback();
  const data = batch.data;

  return (
    <Stack spacing={3}>
      <AdminPageHeader
        title="정산 명세"
        description={data ? `${formatSeoulDateTime(data.preparedAt)}에 준비한 정산입니다.` : '\u00a0'}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          <Button
            component={RouterLink}
            to={SETTLEMENT_HISTORY_PATH}
            variant="outlined"
            startIcon={<IconArrowLeft size={18} />}
          >
            정산 내역
          </Button>
        </Stack>
      </AdminPageHeader>

      <QueryErrorAlert query={batch} />
      {batch.isPending ? (
        <Skeleton variant="rounded" height={200} aria-label="정산 정보를 불러오는 중" />
      ) : (
        data && (
          <>
            <SettlementSummary batch={data} />
            <SettlementLinesTable
              key={data.id}
              batchId={data.id}
              batchStatus={data.status}
              preparedAt={data.preparedAt}
              // A stale or discarded batch is history to look at, not a list to pay from.
              downloadable={settlementActions(data).showLines}
              refetchInterval={settlementRefetchInterval(data)}
              notify={show}
            />
          </>
        )
      )}
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
