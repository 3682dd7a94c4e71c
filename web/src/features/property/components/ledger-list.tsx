import type { ProcessingRecord } from '@settle/contract/ledger';
import type { LedgerTotals } from '@settle/contract/member-lists';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DataColumn } from '../../../components/data-list';
import { PagedQueryList } from '../../../components/paged-query-list';
import { FilterChips } from '../../../components/filter-chips';
import { LedgerTypeLabel } from '../../../components/money/ledger-type-label';
import { SignedAssets } from '../../../components/money/signed-assets';
import { PeriodFilter } from '../../../components/period-filter';
import { PeriodTotals, type PeriodTotal } from '../../../components/period-totals';
import { assetsText, signedAssetsText } from '../../../lib/money-display';
import { periodQuery } from '../../../lib/period';
import { useProcessingRecords } from '../../../lib/processing-records';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { usePeriod } from '../../../lib/use-period';
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

/** 입금 (+) and 출금 (−) of the period, every page of it. */
function totalsOf(totals: LedgerTotals, count: number, unit: string): PeriodTotal[] {
  return [
    { label: '입금 합계', value: signedAssetsText(totals.credit, unit), testId: 'totals-credit' },
    { label: '출금 합계', value: signedAssetsText(totals.debit, unit), testId: 'totals-debit' },
    { label: '건수', value: `${count.toLocaleString('ko-KR')}건`, testId: 'totals-count' },
  ];
}

/**
 * 처리 내역: every change of the member's assets in a period (1개월 by default, kept in the
 * URL), newest first, filtered by type, paged on the server, with the period's totals above.
 */
export function LedgerList() {
  const unit = useAssetUnit();
  const columns = columnsFor(unit);
  const [filter, setFilter] = useState<LedgerFilter>('all');
  const period = usePeriod();
  const range = periodQuery(period.selection);
  const { query: list, paging } = useProcessingRecords(
    { ...(filter !== 'all' ? { type: filter } : {}), ...range },
    PAGE_SIZE,
    range !== null,
  );

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="ledger-title">
      <Typography id="ledger-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        처리 내역
      </Typography>
      <PeriodFilter label="처리 내역 기간" period={period} />
      <FilterChips label="처리 내역 유형" options={ledgerFilterOptions} value={filter} onChange={setFilter} />
      <PeriodTotals
        label="기간 합계"
        totals={list.data ? totalsOf(list.data.totals, paging.total ?? 0, unit) : null}
        loading={list.isPending && !list.isError}
        stale={list.isPlaceholderData}
      />
      <PagedQueryList
        query={list}
        paging={paging}
        label="처리 내역"
        columns={columns}
        rowKey={(r) => r.id}
        empty={
          filter === 'all' ? '이 기간에 처리 내역이 없습니다.' : '이 기간에 이 유형의 처리 내역이 없습니다.'
        }
        rowTestId="ledger-row"
      />
    </Stack>
  );
}
