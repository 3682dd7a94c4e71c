import type { ProcessingRecord } from '@settle/contract/ledger';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DataColumn } from '../../../components/data-list';
import { PagedQueryList } from '../../../components/paged-query-list';
import { FilterChips } from '../../../components/filter-chips';
import { LedgerTypeLabel } from '../../../components/money/ledger-type-label';
import { SignedAssets } from '../../../components/money/signed-assets';
import { assetsText } from '../../../lib/money-display';
import { useProcessingRecords } from '../../../lib/processing-records';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { ledgerFilterOptions, type LedgerFilter } from '../lib/ledger-filter';
import { useAssetUnit } from '../../../lib/asset-format';

const PAGE_SIZE = 20;

const columnsFor = (unit: string): readonly DataColumn<ProcessingRecord>[] => [
  { key: 'createdAt', label: '일시', nowrap: true, render: (r) => formatSeoulDateTime(r.createdAt) },
  { key: 'type', label: '유형', render: (r) => <LedgerTypeLabel record={r} /> },
  {
    key: 'amount',
    label: '금액',
    align: 'right',
    nowrap: true,
    render: (r) => <SignedAssets value={r.amount} unit={unit} />,
  },
  {
    key: 'balanceAfter',
    label: '처리 후 잔액',
    align: 'right',
    nowrap: true,
    render: (r) => assetsText(r.balanceAfter, unit),
  },
  { key: 'memo', label: '메모', render: (r) => (r.memo === '' ? '-' : r.memo) },
];

/** 처리 내역: every change of the member's assets, newest first, filtered by type, paged on the server. */
export function LedgerList() {
  const columns = columnsFor(useAssetUnit());
  const [filter, setFilter] = useState<LedgerFilter>('all');
  const [page, setPage] = useState(0);
  const list = useProcessingRecords({
    ...(filter !== 'all' ? { type: filter } : {}),
    page: page + 1,
    pageSize: PAGE_SIZE,
  });

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="ledger-title">
      <Typography id="ledger-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        처리 내역
      </Typography>
      <FilterChips
        label="처리 내역 유형"
        options={ledgerFilterOptions}
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(0);
        }}
      />
      <PagedQueryList
        query={list}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        label="처리 내역"
        columns={columns}
        rowKey={(r) => r.id}
        empty={filter === 'all' ? '아직 처리 내역이 없습니다.' : '이 유형의 처리 내역이 없습니다.'}
        rowTestId="ledger-row"
      />
    </Stack>
  );
}
