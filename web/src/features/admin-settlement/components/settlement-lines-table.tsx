import { messages } from '@settle/contract/messages';
import {
  settlementLineStatuses,
  settlementLineStatusLabels,
  type SettlementBatchStatus,
  type SettlementLine,
  type SettlementLineStatus,
  type SettlementLineTotals,
} from '@settle/contract/settlement';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApprovalReasonField } from '../../../components/approval-reason-field';
import { AdminTablePagination } from '../../../components/admin-table-pagination';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { ShowFeedback } from '../../../components/feedback-snackbar';
import { MemberLink } from '../../../components/member-link';
import { errorMessageOf } from '../../../lib/api-error';
import { APPROVAL_REQUESTED } from '../../../lib/approval-answer';
import { krwText } from '../../../lib/money-display';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useSettlementLines } from '../api/list-settlement-lines';
import { useReleaseSettlementLine } from '../api/release-settlement-line';
import { keptTotal, useCursorPager } from '../lib/cursor-pager';
import {
  buildLineListQuery,
  canReleaseLine,
  lineFilters,
  type LineStatusFilter,
} from '../lib/settlement-view';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useAssetFormat } from '../../../lib/asset-format';

const COLUMNS = 9;
const nowrap = { whiteSpace: 'nowrap' } as const;

const lineColors: Record<SettlementLineStatus, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'default',
  settled: 'success',
  skipped: 'warning',
  failed: 'error',
  held: 'warning',
};

export interface SettlementLinesTableProps {
  batchId: string;
  batchStatus: SettlementBatchStatus;
  /** Poll the lines too while the batch is executing. */
  refetchInterval: number | false;
  notify: ShowFeedback;
}

/**
 * The batch's lines, a member each (linked to 회원 상세), with full bank accounts (admins only),
 * paged on the server and filtered by status; skipped, failed and held (보류) lines show why.
 * A held line can be released (보류 해제) while the batch is prepared. Mount with key={batchId}.
 */
export function SettlementLinesTable({
  batchId,
  batchStatus,
  refetchInterval,
  notify,
}: SettlementLinesTableProps) {
  const asset = useAssetFormat();
  const [status, setStatus] = useState<LineStatusFilter>('all');
  const pager = useCursorPager(JSON.stringify(lineFilters(batchId, status)));
  const [releasing, setReleasing] = useState<SettlementLine | null>(null);
  const [releaseReason, setReleaseReason] = useState('');
  const lines = useSettlementLines(buildLineListQuery(batchId, status, pager.params), refetchInterval);
  const release = useReleaseSettlementLine();
  const items = lines.data?.items ?? [];
  const total = keptTotal(pager, lines.data);
  // The totals row comes with the first page only: kept while later pages are shown.
  const [totals, setTotals] = useState<SettlementLineTotals | null>(null);
  const answered = lines.isPlaceholderData ? null : (lines.data?.totals ?? null);
  if (answered && answered !== totals) setTotals(answered);

  async function handleRelease(line: SettlementLine) {
    try {
      // The write refreshes the batch totals and these lines (the whole /admin cache group).
      // Four eyes: a request; the line is released once another admin approves it.
      await release.mutateAsync({ batchId, userId: line.userId, reason: releaseReason.trim() });
      setReleaseReason('');
      notify(APPROVAL_REQUESTED);
    } catch (caught) {
      notify(errorMessageOf(caught, messages.internal), 'error');
    }
    setReleasing(null);
  }

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          회원별 명세
        </Typography>
        <TextField
          select
          size="small"
          label="상태"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as LineStatusFilter);
            setTotals(null);
          }}
          sx={{ minWidth: 140 }}
        >
          <MenuItem value="all">전체</MenuItem>
          {settlementLineStatuses.map((value) => (
            <MenuItem key={value} value={value}>
              {settlementLineStatusLabels[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>

      <QueryErrorAlert query={lines} />

      <Paper variant="outlined">
        <TableContainer>
          <Table size="small" aria-label="회원별 명세">
            <TableHead>
              <TableRow>
                <TableCell sx={nowrap}>회원</TableCell>
                <TableCell sx={nowrap}>은행</TableCell>
                <TableCell sx={nowrap}>계좌번호</TableCell>
                <TableCell align="right" sx={nowrap}>
                  자산
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  원화 환산
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  수수료
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  지급액
                </TableCell>
                <TableCell sx={nowrap}>상태</TableCell>
                <TableCell sx={nowrap}>사유 · 처리일시</TableCell>
              </TableRow>
            </TableHead>
            <TableBody sx={{ opacity: lines.isPlaceholderData ? 0.6 : 1 }}>
              {lines.isPending ? (
                [0, 1, 2].map((row) => (
                  <TableRow key={row}>
                    <TableCell colSpan={COLUMNS}>
                      <Skeleton variant="text" />
                    </TableCell>
                  </TableRow>
                ))
              ) : items.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={COLUMNS} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                    {status === 'all' ? '정산 대상 회원이 없습니다.' : '이 상태의 회원이 없습니다.'}
                  </TableCell>
                </TableRow>
              ) : (
                items.map((line) => (
                  <TableRow key={line.userId} hover data-testid="settlement-line">
                    <TableCell sx={nowrap}>
                      <MemberLink userId={line.userId}>{line.userName}</MemberLink>
                      <Typography variant="caption" color="text.secondary" component="div">
                        {line.email}
                      </Typography>
                    </TableCell>
                    <TableCell sx={nowrap}>{line.bank || '-'}</TableCell>
                    <TableCell sx={nowrap}>{line.account || '-'}</TableCell>
                    <TableCell align="right" sx={nowrap}>
                      {asset.assets(line.amount)}
                    </TableCell>
                    <TableCell align="right" sx={nowrap}>
                      {krwText(line.gross)}
                    </TableCell>
                    <TableCell align="right" sx={nowrap}>
                      {krwText(line.fee)}
                    </TableCell>
                    <TableCell align="right" sx={{ ...nowrap, fontWeight: 600 }}>
                      {krwText(line.net)}
                    </TableCell>
                    <TableCell sx={nowrap}>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={settlementLineStatusLabels[line.status]}
                        color={lineColors[line.status]}
                      />
                    </TableCell>
                    <TableCell sx={{ minWidth: 160 }}>
                      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                        <span>
                          {line.reason ? (
                            <Typography
                              variant="body2"
                              color={line.status === 'failed' ? 'error' : 'text.secondary'}
                            >
                              {line.reason}
                            </Typography>
                          ) : line.settledAt ? (
                            formatSeoulDateTime(line.settledAt)
                          ) : (
                            '-'
                          )}
                        </span>
                        {canReleaseLine(line, batchStatus) && (
                          <Button
                            size="small"
                            variant="outlined"
                            onClick={() => setReleasing(line)}
                            disabled={release.isPending}
                            sx={nowrap}
                          >
                            보류 해제
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
            {totals && totals.count > 0 && <LineTotalsRow totals={totals} />}
          </Table>
        </TableContainer>
        <AdminTablePagination
          total={total}
          page={pager.page}
          pageSize={pager.pageSize}
          unit="명"
          onPageChange={(next) => pager.setPage(next, lines.data)}
          onPageSizeChange={(size) => pager.setPageSize(size)}
        />
      </Paper>
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
function LineTotalsRow({ totals }: { totals: SettlementLineTotals }) {
  const asset = useAssetFormat();
  // A footer cell is small and grey by default: the totals read like the rows above them.
  const strong = { ...nowrap, typography: 'body2', color: 'text.primary', fontWeight: 700 } as const;
  return (
    <TableFooter>
      <TableRow data-testid="settlement-lines-totals">
        <TableCell colSpan={3} sx={strong}>
          합계 {totals.count.toLocaleString('ko-KR')}명
        </TableCell>
        <TableCell align="right" sx={strong}>
          {asset.assets(totals.amount)}
        </TableCell>
        <TableCell align="right" sx={strong}>
          {krwText(totals.gross)}
        </TableCell>
        <TableCell align="right" sx={strong}>
          {krwText(totals.fee)}
        </TableCell>
        <TableCell align="right" sx={strong}>
          {krwText(totals.net)}
        </TableCell>
        <TableCell colSpan={2} />
      </TableRow>
    </TableFooter>
  );
}
