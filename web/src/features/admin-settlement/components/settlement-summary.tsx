import { approvalMessages } from '@settle/contract/approvals';
import type { SettlementBatch } from '@settle/contract/settlement';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { feeRateText, krwText, rateText } from '../../../lib/money-display';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { progressPercent } from '../lib/settlement-view';
import { BatchStatusChip } from './batch-status-chip';
import { useAssetFormat } from '../../../lib/asset-format';

/** The warning a stale batch shows: it must be prepared again before anyone is paid. */
export const STALE_WARNING = '환율 또는 수수료율이 바뀌어 다시 준비해야 합니다.';

/**
 * The batch: its status (and 승인 대기 while its execute waits for a second admin), the rate
 * snapshot, the totals, and progress or result.
 */
export function SettlementSummary({
  batch,
  awaitingApproval = false,
}: {
  batch: SettlementBatch;
  awaitingApproval?: boolean;
}) {
  const { totals, progress } = batch;
  const asset = useAssetFormat();
  const figures: [string, string, string][] = [
    ['정산 대상', `${totals.payableLines.toLocaleString('ko-KR')}명`, 'total-payable'],
    ['제외', `${totals.skippedLines.toLocaleString('ko-KR')}명`, 'total-skipped'],
    ['보류', `${totals.heldLines.toLocaleString('ko-KR')}명`, 'total-held'],
    ['자산 합계', asset.assets(totals.amount), 'total-amount'],
    ['원화 환산', krwText(totals.gross), 'total-gross'],
    ['수수료', krwText(totals.fee), 'total-fee'],
    ['지급액', krwText(totals.net), 'total-net'],
  ];

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              정산 배치
            </Typography>
            <BatchStatusChip status={batch.status} />
            {awaitingApproval && (
              <Chip
                size="small"
                color="warning"
                label={approvalMessages.pendingChip}
                data-testid="settlement-approval-pending"
              />
            )}
            <Typography variant="body2" color="text.secondary">
              준비 {formatSeoulDateTime(batch.preparedAt)}
              {batch.completedAt ? ` · 완료 ${formatSeoulDateTime(batch.completedAt)}` : ''}
            </Typography>
          </Stack>

          {batch.status === 'stale' && (
            <Alert severity="warning" role="alert">
              {STALE_WARNING}
            </Alert>
          )}
          {batch.status === 'discarded' && (
            <Alert severity="info" role="note">
              새 정산이 준비되어 이 배치는 폐기되었습니다. 정산을 다시 준비해 주세요.
            </Alert>
          )}

          <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Typography variant="body2">
              적용 환율 <strong>{rateText(batch.rate)}</strong>
            </Typography>
            <Typography variant="body2">
              수수료율 <strong>{feeRateText(batch.feeRate)}</strong>
            </Typography>
          </Stack>

          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'repeat(2, minmax(0, 1fr))',
                sm: 'repeat(3, minmax(0, 1fr))',
                lg: 'repeat(7, minmax(0, 1fr))',
              },
            }}
          >
            {figures.map(([label, value, testId]) => (
              <Box key={label}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography
                  component="dd"
                  variant="h6"
                  sx={{ m: 0, fontWeight: 700, overflowWrap: 'anywhere' }}
                  data-testid={testId}
                >
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>

          {batch.status === 'executing' && (
            <Stack spacing={1} role="status" aria-live="polite">
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                정산 중입니다. 창을 닫아도 정산은 계속 진행됩니다.
              </Typography>
              <LinearProgress variant="determinate" value={progressPercent(batch)} aria-label="정산 진행률" />
              <Typography variant="body2" color="text.secondary" data-testid="settlement-progress">
                완료 {progress.settled}명 · 실패 {progress.failed}명 · 대기 {progress.pending}명 · 지급{' '}
                {krwText(progress.settledNet)}
              </Typography>
            </Stack>
          )}
          {batch.status === 'completed' && (
            <Alert
              severity={progress.failed > 0 ? 'warning' : 'success'}
              role="status"
              data-testid="settlement-result"
            >
              정산이 완료되었습니다. 완료 {progress.settled}명 · 실패 {progress.failed}명 · 지급액 합계{' '}
              {krwText(progress.settledNet)}
              {progress.failed > 0 ? ' — 실패한 회원은 아래 목록에서 사유를 확인하세요.' : ''}
            </Alert>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
