import type { ExportFormat } from '@settle/contract/export-reason';
import { messages } from '@settle/contract/messages';
import {
  settlementLineStatuses,
  settlementLineStatusLabels,
  type SettlementBatchStatus,
  type SettlementLine,
  type SettlementLineStatus,
} from '@settle/contract/settlement';
import { type SettlementLineTotals } from '@settle/contract/admin-lists';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { AdminDataGrid, type GridColumn } from '../../../components/admin-data-grid';
import { ApprovalReasonField } from '../../../components/approval-reason-field';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ExportMenu } from '../../../components/export-menu';
import type { ShowFeedback } from '../../../components/feedback-snackbar';
import { MemberLink } from '../../../components/member-link';
import { errorMessageOf } from '../../../lib/api-error';
import { APPROVAL_REQUESTED } from '../../../lib/approval-answer';
import { useAssetFormat } from '../../../lib/asset-format';
import { krwText } from '../../../lib/money-display';
import { formatSeoulDateTime, seoulDateOf } from '../../../lib/seoul-time';
import { exportSettlementLines } from '../api/export-settlement-lines';
import { useSettlementLines } from '../api/list-settlement-lines';
import { useReleaseSettlementLine } from '../api/release-settlement-line';
import {
  canReleaseLine,
  lineCsvFallbackName,
  lineFilters,
  type LineStatusFilter,
} from '../lib/settlement-view';
import { FilterSelect } from '../../../components/filter-select';

const lineColors: Record<SettlementLineStatus, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'default',
  settled: 'success',
  skipped: 'warning',
  failed: 'error',
  held: 'warning',
};

function lineColumns(assets: (amount: number) => string): GridColumn<SettlementLine>[] {
  return [
    {
      field: 'member',
      headerName: '회원',
      minWidth: 170,
      render: (line) => (
        <Box sx={{ minWidth: 0 }}>
          <MemberLink userId={line.userId}>{line.userName}</MemberLink>
          <Typography variant="caption" color="text.secondary" component="div">
            {line.email}
          </Typography>
        </Box>
      ),
    },
    { field: 'bank', headerName: '은행', width: 100, render: (line) => line.bank || '-' },
    { field: 'account', headerName: '계좌번호', width: 150, render: (line) => line.account || '-' },
    {
      field: 'amount',
      headerName: '자산',
      align: 'right',
      width: 110,
      render: (line) => assets(line.amount),
    },
    {
      field: 'gross',
      headerName: '원화 환산',
      align: 'right',
      width: 120,
      wideOnly: true,
      render: (line) => krwText(line.gross),
    },
    {
      field: 'fee',
      headerName: '수수료',
      align: 'right',
      width: 100,
      wideOnly: true,
      render: (line) => krwText(line.fee),
    },
    {
      field: 'net',
      headerName: '지급액',
      align: 'right',
      width: 120,
      render: (line) => (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {krwText(line.net)}
        </Typography>
      ),
    },
    {
      field: 'status',
      headerName: '상태',
      width: 90,
      render: (line) => (
        <Chip
          size="small"
          variant="outlined"
          label={settlementLineStatusLabels[line.status]}
          color={lineColors[line.status]}
        />
      ),
    },
    {
      field: 'reason',
      headerName: '사유 · 처리일시',
      minWidth: 160,
      render: (line) =>
        line.reason ? (
          <Typography variant="body2" color={line.status === 'failed' ? 'error' : 'text.secondary'}>
            {line.reason}
          </Typography>
        ) : line.settledAt ? (
          formatSeoulDateTime(line.settledAt)
        ) : (
          '-'
        ),
    },
  ];
}

export interface SettlementLinesTableProps {
  batchId: string;
  batchStatus: SettlementBatchStatus;
  /** When the batch was prepared: the CSV's name says so. */
  preparedAt: string;
  /** Offers the CSV for the bank (not for a batch that will never be paid). */
  downloadable?: boolean;
  /** Poll the lines too while the batch is executing. */
  refetchInterval: number | false;
  notify: ShowFeedback;
}

/**
 * The batch's lines (회원별 명세), a member each (linked to 회원 상세), with full bank accounts
 * (admins only), paged on the server and filtered by status, with the totals row of every line
 * under the filter and their CSV; skipped, failed and held (보류) lines show why. A held line
 * can be released (보류 해제) while the batch is prepared. Mount with key={batchId}.
 */
export function SettlementLinesTable({
  batchId,
  batchStatus,
  preparedAt,
  downloadable = true,
  refetchInterval,
  notify,
}: SettlementLinesTableProps) {
  const asset = useAssetFormat();
  const columns = useMemo(() => lineColumns(asset.assets), [asset]);
  const [status, setStatus] = useState<LineStatusFilter>('all');
  const [releasing, setReleasing] = useState<SettlementLine | null>(null);
  const [releaseReason, setReleaseReason] = useState('');
  const filters = lineFilters(batchId, status);
  const { query: lines, paging } = useSettlementLines(filters, refetchInterval);
  const release = useReleaseSettlementLine();

  // The totals come with the first page only: kept (for this filter) while later pages show.
  const [kept, setKept] = useState<{ status: LineStatusFilter; totals: SettlementLineTotals } | null>(null);
  const answered = lines.isPlaceholderData ? null : (lines.data?.totals ?? null);
  if (answered && (kept?.status !== status || kept.totals !== answered))
    setKept({ status, totals: answered });
  const totals = kept?.status === status ? kept.totals : null;

  async function handleRelease(line: SettlementLine) {
    try {
      // Four eyes: a request; the line is released once another admin approves it. The write
      // refreshes the batch totals and these lines (the whole /admin cache group).
      await release.mutateAsync({ batchId, userId: line.userId, reason: releaseReason.trim() });
      setReleaseReason('');
      notify(APPROVAL_REQUESTED);
    } catch (caught) {
      notify(errorMessageOf(caught, messages.internal), 'error');
    }
    setReleasing(null);
  }

  /** After the 다운로드 사유 dialog; a refusal rejects and the dialog shows it. */
  async function handleDownload(format: ExportFormat, reason: string) {
    const name = await exportSettlementLines(
      filters,
      reason,
      lineCsvFallbackName(seoulDateOf(new Date(preparedAt)), status, format),
      format,
    );
    notify(`${name} 파일을 내려받았습니다.`);
  }

  const releasable = batchStatus === 'prepared';

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          회원별 명세
        </Typography>
        <FilterSelect
          label="상태"
          value={status}
          values={settlementLineStatuses}
          labels={settlementLineStatusLabels}
          all={{ value: 'all', label: '전체' }}
          onChange={setStatus}
          sx={{ minWidth: 140 }}
        />
      </Stack>

      <AdminDataGrid
        id="settlement-lines"
        label="회원별 명세"
        columns={columns}
        query={lines}
        paging={paging}
        rowKey={(line) => line.userId}
        unit="명"
        empty={status === 'all' ? '정산 대상 회원이 없습니다.' : '이 상태의 회원이 없습니다.'}
        rowTestId="settlement-line"
        toolbar={
          downloadable && (
            <ExportMenu
              title="정산 명세 다운로드"
              description={
                status === 'all'
                  ? '이 정산 배치의 회원별 명세 전체(전체 계좌번호 포함)를 내려받습니다.'
                  : `이 정산 배치에서 상태가 '${settlementLineStatusLabels[status]}'인 회원별 명세(전체 계좌번호 포함)를 내려받습니다.`
              }
              onExport={handleDownload}
            />
          )
        }
        totals={totals && totals.count > 0 ? <LineTotals totals={totals} /> : undefined}
        // Only a prepared batch has lines to release: no empty 관리 column otherwise.
        {...(releasable
          ? {
              actionsWidth: 110,
              actions: (line: SettlementLine) =>
                canReleaseLine(line, batchStatus) ? (
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setReleasing(line)}
                    disabled={release.isPending}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    보류 해제
                  </Button>
                ) : null,
            }
          : {})}
      />

      <ConfirmDialog
        open={releasing !== null}
        title="정산 보류 해제"
        confirmLabel="승인 요청"
        confirmColor="primary"
        pending={release.isPending}
        onClose={() => setReleasing(null)}
        onConfirm={() => {
          if (releasing) void handleRelease(releasing);
        }}
      >
        {releasing?.userName}님({releasing?.email})의 정산이 &lsquo;{releasing?.reason ?? '보류'}&rsquo;
        사유로 보류되어 있습니다. 계좌 변경이 본인의 요청인지 확인하셨나요? 보류를 해제하면 이번 정산에
        포함되어 {releasing?.bank} {releasing?.account} 계좌로 지급됩니다. 다른 운영자가 승인하면 해제됩니다.
        <ApprovalReasonField
          action="해제"
          value={releaseReason}
          onChange={setReleaseReason}
          disabled={release.isPending}
          sx={{ mt: 2 }}
        />
      </ConfirmDialog>
    </Stack>
  );
}

/** 합계 of every line under the filter (all pages), as the API summed them. */
function LineTotals({ totals }: { totals: SettlementLineTotals }) {
  const asset = useAssetFormat();
  const figures: [string, string][] = [
    ['자산', asset.assets(totals.amount)],
    ['원화 환산', krwText(totals.gross)],
    ['수수료', krwText(totals.fee)],
    ['지급액', krwText(totals.net)],
  ];
  return (
    <Box
      data-testid="settlement-lines-totals"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, width: '100%' }}
    >
      <span>합계 {totals.count.toLocaleString('ko-KR')}명</span>
      {figures.map(([label, value]) => (
        <Box component="span" key={label} sx={{ whiteSpace: 'nowrap' }}>
          {label} {value}
        </Box>
      ))}
    </Box>
  );
}
