import {
  settlementLineStatuses,
  settlementLineStatusLabels,
  type SettlementLineStatus,
} from '@settle/contract/settlement';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { assetsText, krwText } from '../../../lib/money-display';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import {
  compactPaginationSx,
  displayedRowsLabelIn,
  paginationItemLabel,
  ROWS_PER_PAGE_LABEL,
  ROWS_PER_PAGE_OPTIONS,
} from '../../../lib/table-pagination';
import { useSettlementLines } from '../api/list-settlement-lines';
import { buildLineListQuery, type LineStatusFilter } from '../lib/settlement-view';
import { QueryErrorAlert } from '../../../components/query-error-alert';

const COLUMNS = 9;
const displayedRows = displayedRowsLabelIn('명');
const nowrap = { whiteSpace: 'nowrap' } as const;

const lineColors: Record<SettlementLineStatus, 'default' | 'success' | 'warning' | 'error'> = {
  pending: 'default',
  settled: 'success',
  skipped: 'warning',
  failed: 'error',
};

export interface SettlementLinesTableProps {
  batchId: string;
  /** Poll the lines too while the batch is executing. */
  refetchInterval: number | false;
}

/**
 * The batch's lines, a member each, with full bank accounts (admins only), paged on the server
 * and filtered by status; skipped and failed lines show why. Mount with key={batchId}.
 */
export function SettlementLinesTable({ batchId, refetchInterval }: SettlementLinesTableProps) {
  const [status, setStatus] = useState<LineStatusFilter>('all');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);
  const lines = useSettlementLines(buildLineListQuery(batchId, status, page, pageSize), refetchInterval);
  const items = lines.data?.items ?? [];
  const total = lines.data?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          정산 내역
        </Typography>
        <TextField
          select
          size="small"
          label="상태"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as LineStatusFilter);
            setPage(0);
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
          <Table size="small" aria-label="정산 내역">
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
                      {line.userName}
                      <Typography variant="caption" color="text.secondary" component="div">
                        {line.email}
                      </Typography>
                    </TableCell>
                    <TableCell sx={nowrap}>{line.bank || '-'}</TableCell>
                    <TableCell sx={nowrap}>{line.account || '-'}</TableCell>
                    <TableCell align="right" sx={nowrap}>
                      {assetsText(line.amount)}
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
                    <TableCell sx={{ minWidth: 140 }}>
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
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <TablePagination
          component="div"
          count={total}
          page={Math.min(page, lastPage)}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage={ROWS_PER_PAGE_LABEL}
          labelDisplayedRows={displayedRows}
          getItemAriaLabel={paginationItemLabel}
          sx={compactPaginationSx}
        />
      </Paper>
    </Stack>
  );
}
