import type { SettlementBatch } from '@settle/contract/settlement';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ExportReasonDialog } from '../../../components/export-reason-dialog';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { formatSeoulDateTime, seoulDateOf } from '../../../lib/seoul-time';
import { useSettlementBatch } from '../api/get-settlement-batch';
import { exportSettlementLines } from '../api/export-settlement-lines';
import { SettlementLinesTable } from '../components/settlement-lines-table';
import { SettlementSummary } from '../components/settlement-summary';
import {
  settlementActions,
  settlementRefetchInterval,
  SETTLEMENT_HISTORY_PATH,
} from '../lib/settlement-view';

/**
 * /admin/settlement/history/{batchId}: one batch of 정산 내역, its totals and result, and its
 * lines (회원별 명세) with their totals row and the CSV for the bank.
 */
export function SettlementBatchPage() {
  const batchId = useParams()['batchId'] ?? '';
  const batch = useSettlementBatch(batchId);
  const [askingReason, setAskingReason] = useState(false);
  const { feedback, show, close } = useFeedback();
  const data = batch.data;

  async function handleDownload(target: SettlementBatch, reason: string) {
    const name = await exportSettlementLines(
      target.id,
      reason,
      `정산내역_${seoulDateOf(new Date(target.preparedAt))}.csv`,
    );
    show(`${name} 파일을 내려받았습니다.`);
  }

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
            정산 명세
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {data ? `${formatSeoulDateTime(data.preparedAt)}에 준비한 정산입니다.` : '\u00a0'}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          <Button
            component={RouterLink}
            to={SETTLEMENT_HISTORY_PATH}
            variant="outlined"
            startIcon={<IconArrowLeft size={18} />}
          >
            정산 내역
          </Button>
          {data && settlementActions(data).showLines && (
            <Button
              variant="outlined"
              startIcon={<IconDownload size={18} />}
              onClick={() => setAskingReason(true)}
            >
              CSV 다운로드
            </Button>
          )}
        </Stack>
      </Stack>

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
              refetchInterval={settlementRefetchInterval(data)}
              notify={show}
            />
          </>
        )
      )}
      {askingReason && data && (
        <ExportReasonDialog
          title="정산 명세 다운로드"
          description="이 정산 배치의 회원별 명세(전체 계좌번호 포함)를 CSV 파일로 내려받습니다."
          onConfirm={(reason) => handleDownload(data, reason)}
          onClose={() => setAskingReason(false)}
        />
      )}
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
