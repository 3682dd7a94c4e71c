import {
  settlementBatchStatuses,
  settlementBatchStatusLabels,
  type SettlementBatch,
} from '@settle/contract/settlement';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminDataGrid, type GridColumn } from '../../../components/admin-data-grid';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { emptyRange, RANGE_ORDER_ERROR, type DatePreset, type DateRange } from '../../../lib/date-range';
import { krwText } from '../../../lib/money-display';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useSettlementBatches } from '../api/list-settlement-batches';
import {
  batchListFilters,
  batchPaidNet,
  settlementBatchPath,
  type BatchStatusFilter,
} from '../lib/settlement-view';
import { BatchStatusChip } from './batch-status-chip';
import { FilterSelect } from '../../../components/filter-select';

const count = (n: number) => `${n.toLocaleString('ko-KR')}명`;

const columns: readonly GridColumn<SettlementBatch>[] = [
  {
    field: 'preparedAt',
    headerName: '준비 일시',
    width: 150,
    render: (b) => formatSeoulDateTime(b.preparedAt),
  },
  { field: 'status', headerName: '상태', width: 110, render: (b) => <BatchStatusChip status={b.status} /> },
  {
    field: 'lines',
    headerName: '대상',
    align: 'right',
    width: 90,
    render: (b) => count(b.totals.payableLines),
  },
  {
    field: 'skipped',
    headerName: '제외 · 보류',
    align: 'right',
    width: 110,
    wideOnly: true,
    render: (b) => `${count(b.totals.skippedLines)} · ${count(b.totals.heldLines)}`,
  },
  {
    field: 'result',
    headerName: '지급 · 실패',
    align: 'right',
    width: 110,
    render: (b) => (
      <Typography variant="body2" component="span" color={b.progress.failed > 0 ? 'error' : 'inherit'}>
        {count(b.progress.settled)} · {count(b.progress.failed)}
      </Typography>
    ),
  },
  {
    field: 'fee',
    headerName: '수수료',
    align: 'right',
    minWidth: 110,
    render: (b) => krwText(batchPaidNet(b).fee),
  },
  {
    field: 'net',
    headerName: '지급액',
    align: 'right',
    minWidth: 140,
    render: (b) => {
      const { net, paid } = batchPaidNet(b);
      return (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {krwText(net)}
          {!paid && (
            <Typography variant="caption" component="span" color="text.secondary">
              {' '}
              (예정)
            </Typography>
          )}
        </Typography>
      );
    },
  },
  {
    field: 'completedAt',
    headerName: '완료 일시',
    width: 150,
    wideOnly: true,
    render: (b) => (b.completedAt ? formatSeoulDateTime(b.completedAt) : '-'),
  },
];

/**
 * 정산 내역: every batch prepared so far, newest first, with its totals (who was to be paid,
 * skipped and held; who was paid and who failed; fee and won paid), by status and period,
 * cursor-paged on the server. 명세 보기 opens a batch with its lines.
 */
export function SettlementBatchesList() {
  const [status, setStatus] = useState<BatchStatusFilter>('all');
  const [range, setRange] = useState<DateRange>(emptyRange);
  const [preset, setPreset] = useState<DatePreset | null>('all');
  const filters = batchListFilters(status, range);
  const { query: batches, paging } = useSettlementBatches(filters);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <FilterSelect
          label="상태"
          value={status}
          values={settlementBatchStatuses}
          labels={settlementBatchStatusLabels}
          all={{ value: 'all', label: '전체' }}
          onChange={setStatus}
        />
        <DateRangeFilter
          range={range}
          preset={preset}
          onChange={(next, nextPreset) => {
            setRange(next);
            setPreset(nextPreset);
          }}
        />
      </Stack>
      {filters === null ? (
        <Alert severity="warning" role="alert">
          {RANGE_ORDER_ERROR}
        </Alert>
      ) : (
        <AdminDataGrid
          id="settlement-batches"
          label="정산 내역"
          columns={columns}
          query={batches}
          paging={paging}
          rowKey={(b) => b.id}
          empty={
            status === 'all' && range.from === '' && range.to === ''
              ? '아직 정산 내역이 없습니다.'
              : '조건에 맞는 정산이 없습니다.'
          }
          rowTestId="settlement-batch"
          actionsWidth={120}
          actions={(b) => (
            <Button
              size="small"
              variant="outlined"
              component={RouterLink}
              to={settlementBatchPath(b.id)}
              aria-label={`${formatSeoulDateTime(b.preparedAt)} 정산 명세 보기`}
              sx={{ whiteSpace: 'nowrap' }}
            >
              명세 보기
            </Button>
          )}
        />
      )}
    </Stack>
  );
}
