import { messages } from '@settle/contract/messages';
import type { SettlementBatch } from '@settle/contract/settlement';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { IconHistory, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ApprovalReasonField } from '../../../components/approval-reason-field';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { errorMessageOf } from '../../../lib/api-error';
import { APPROVAL_REQUESTED } from '../../../lib/approval-answer';
import { krwText } from '../../../lib/money-display';
import { retryOf } from '../../../lib/write-retry';
import { useExecuteSettlement } from '../api/execute-settlement';
import { usePendingExecutes } from '../api/list-pending-executes';
import { settlementQueryKey, useSettlement } from '../api/get-settlement';
import { settlementLinesKey } from '../api/list-settlement-lines';
import { usePrepareSettlement } from '../api/prepare-settlement';
import { SettlementLinesTable } from '../components/settlement-lines-table';
import { SettlementSummary } from '../components/settlement-summary';
import {
  SETTLEMENT_HISTORY_PATH,
  settlementActions,
  settlementRefetchInterval,
} from '../lib/settlement-view';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { AdminPageHeader } from '../../../components/admin-page-header';

/**
 * /admin/settlement (PRODUCT.md Lifecycle 6): 정산 준비 snapshots the rates into a batch to
 * review (totals, lines, CSV); 정산 실행 pays it in the background while this page follows the
 * progress; a rate change makes a prepared batch stale, to be prepared again.
 */
export function AdminSettlementPage() {
  const queryClient = useQueryClient();
  const settlement = useSettlement();
  const prepare = usePrepareSettlement();
  const execute = useExecuteSettlement();
  const pendingExecutes = usePendingExecutes();
  const [confirming, setConfirming] = useState(false);
  const [executeReason, setExecuteReason] = useState('');
  const { feedback, show, close } = useFeedback();

  const batch = settlement.data ?? null;
  const actions = settlementActions(batch);
  const status = batch?.status;
  const batchId = batch?.id;
  const awaitingApproval = batch?.status === 'prepared' && (pendingExecutes.data ?? []).includes(batch.id);

  // Once the execute that waited is decided (approved: the batch is being paid; rejected or
  // withdrawn: still prepared), read the batch again instead of showing 승인 대기 until a reload.
  const wasAwaiting = useRef(false);
  useEffect(() => {
    if (wasAwaiting.current && !awaitingApproval) {
      void queryClient.invalidateQueries({ queryKey: settlementQueryKey });
    }
    wasAwaiting.current = awaitingApproval;
  }, [queryClient, awaitingApproval]);

  // The lines change as their batch moves on (executing → completed, the last poll may predate
  // the last paid line): read them again when the same batch changes state. A new batch mounts
  // a new table, which reads its own lines.
  const seen = useRef<{ batchId: string; status: string } | null>(null);
  useEffect(() => {
    const previous = seen.current;
    if (previous && batchId === previous.batchId && status !== previous.status) {
      void queryClient.invalidateQueries({ queryKey: settlementLinesKey });
    }
    seen.current = batchId !== undefined && status !== undefined ? { batchId, status } : null;
  }, [queryClient, batchId, status]);

  async function handlePrepare() {
    try {
      // The write refreshes GET settlementAll (same first path segment) before it resolves.
      const prepared = await prepare.mutateAsync(undefined);
      show(
        prepared.totals.payableLines > 0
          ? `정산을 준비했습니다. 대상 ${prepared.totals.payableLines}명, 지급액 ${krwText(prepared.totals.net)}`
          : '정산을 준비했습니다. 지급할 회원이 없습니다.',
      );
    } catch (caught) {
      // Offline or a lost answer: 다시 시도 sends the same request (same Idempotency-Key).
      show(
        errorMessageOf(caught, messages.internal),
        'error',
        retryOf(caught, () => void handlePrepare()),
      );
    }
  }

  async function handleExecute(target: SettlementBatch) {
    try {
      // Four eyes: a request; the batch is paid once another admin approves it.
      await execute.mutateAsync({ batchId: target.id, reason: executeReason.trim() });
      setExecuteReason('');
      show(APPROVAL_REQUESTED);
    } catch (caught) {
      show(
        errorMessageOf(caught, messages.internal),
        'error',
        retryOf(caught, () => void handleExecute(target)),
      );
    }
    setConfirming(false);
  }

  return (
    <Stack spacing={3}>
      <AdminPageHeader
        title="정산 관리"
        description={<>준비한 정산을 검토한 뒤 실행하면 회원마다 자산이 차감되고 원화 지급액이 기록됩니다.</>}
      >
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', flexShrink: 0 }}>
          <Button
            component={RouterLink}
            to={SETTLEMENT_HISTORY_PATH}
            variant="outlined"
            startIcon={<IconHistory size={18} />}
          >
            정산 내역
          </Button>
          <Button
            variant={actions.canExecute ? 'outlined' : 'contained'}
            startIcon={<IconRefresh size={18} />}
            disabled={!actions.canPrepare || prepare.isPending || settlement.isPending}
            onClick={() => void handlePrepare()}
          >
            정산 준비
          </Button>
          {batch?.status === 'prepared' && (
            <Button
              variant="contained"
              startIcon={<IconPlayerPlay size={18} />}
              disabled={!actions.canExecute || execute.isPending || prepare.isPending}
              onClick={() => setConfirming(true)}
            >
              정산 실행
            </Button>
          )}
        </Stack>
      </AdminPageHeader>

      <QueryErrorAlert query={settlement} />

      {settlement.isPending ? (
        <Skeleton variant="rounded" height={200} aria-label="정산 정보를 불러오는 중" />
      ) : batch === null ? (
        settlement.isSuccess && (
          <Alert severity="info" role="note">
            준비된 정산이 없습니다. 정산 준비를 누르면 현재 환율과 수수료율로 회원별 지급액을 계산합니다.
          </Alert>
        )
      ) : (
        <>
          <SettlementSummary batch={batch} awaitingApproval={awaitingApproval} />
          {batch.status === 'prepared' && batch.totals.heldLines > 0 && (
            <Alert severity="warning" role="note" data-testid="held-notice">
              보류된 회원 {batch.totals.heldLines.toLocaleString('ko-KR')}명은 정산 계좌가 최근에 바뀌어
              지급하지 않습니다. 본인의 변경인지 확인한 뒤 아래 목록에서 보류를 해제할 수 있습니다.
            </Alert>
          )}
          {batch.status === 'prepared' && batch.totals.payableLines === 0 && (
            <Alert severity="info" role="note">
              {messages.settlementNothingToPay}
            </Alert>
          )}
          {actions.showLines && (
            <SettlementLinesTable
              key={batch.id}
              batchId={batch.id}
              batchStatus={batch.status}
              preparedAt={batch.preparedAt}
              refetchInterval={settlementRefetchInterval(batch)}
              notify={show}
            />
          )}
        </>
      )}

      <ConfirmDialog
        open={confirming && batch !== null}
        title="정산 실행"
        confirmLabel="승인 요청"
        pending={execute.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          if (batch) void handleExecute(batch);
        }}
      >
        {batch && (
          <>
            <strong>{batch.totals.payableLines.toLocaleString('ko-KR')}명</strong>에게 총{' '}
            <strong>{krwText(batch.totals.net)}</strong>을 지급합니다. 실행하면 회원마다 자산이 차감되며
            되돌릴 수 없습니다.
            {batch.totals.skippedLines > 0 &&
              ` 계좌 미등록 등으로 제외된 ${batch.totals.skippedLines}명은 지급하지 않습니다.`}
            {batch.totals.heldLines > 0 &&
              ` 보류된 ${batch.totals.heldLines}명은 보류를 해제하기 전까지 지급하지 않습니다.`}
            <Box component="span" sx={{ display: 'block', mt: 1 }}>
              다른 운영자가 승인하면 실행됩니다.
            </Box>
            <ApprovalReasonField
              action="실행"
              value={executeReason}
              onChange={setExecuteReason}
              disabled={execute.isPending}
              sx={{ mt: 2 }}
            />
          </>
        )}
      </ConfirmDialog>
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
