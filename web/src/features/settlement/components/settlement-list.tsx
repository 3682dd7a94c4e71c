import type { LedgerTotals } from '@settle/contract/member-lists';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { DataList, type DataColumn } from '../../../components/data-list';
import { PeriodFilter } from '../../../components/period-filter';
import { PeriodTotals, type PeriodTotal } from '../../../components/period-totals';
import { assetsText, feeRateText, krwText, rateText } from '../../../lib/money-display';
import { useProcessingRecords } from '../../../lib/processing-records';
import { periodQuery } from '../../../lib/period';
import { formatSeoulDate } from '../../../lib/seoul-time';
import { usePeriod } from '../../../lib/use-period';
import { settlementRowOf, type SettlementRow } from '../lib/settlement-rows';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useAssetUnit } from '../../../lib/asset-format';

const PAGE_SIZE = 20;
const NONE = '-';

const columnsFor = (unit: string): readonly DataColumn<SettlementRow>[] => [
  {
    key: 'settledAt',
    label: '정산일',
    nowrap: true,
    render: (row) => (
      <Stack direction="row" spacing={0.75} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <span>{formatSeoulDate(row.settledAt)}</span>
        {row.reversed && <Chip size="small" label="취소됨" variant="outlined" />}
      </Stack>
    ),
  },
  {
    key: 'amount',
    label: '정산 자산',
    align: 'right',
    nowrap: true,
    render: (row) => assetsText(row.amount, unit),
  },
  {
    key: 'rate',
    label: '적용 환율',
    align: 'right',
    nowrap: true,
    render: (row) => (row.detail ? rateText(row.detail.rate) : NONE),
  },
  {
    key: 'gross',
    label: '정산 금액',
    align: 'right',
    nowrap: true,
    render: (row) => (row.detail ? krwText(row.detail.gross) : NONE),
  },
  {
    key: 'fee',
    label: '수수료',
    align: 'right',
    nowrap: true,
    render: (row) => (row.detail ? `${krwText(row.detail.fee)} (${feeRateText(row.detail.feeRate)})` : NONE),
  },
  {
    key: 'net',
    label: '실수령액',
    align: 'right',
    nowrap: true,
    render: (row) => (
      <Typography component="span" variant="body2" sx={{ fontWeight: 700 }}>
        {row.detail ? krwText(row.detail.net) : NONE}
      </Typography>
    ),
  },
  {
    key: 'account',
    label: '입금 계좌',
    render: (row) => (row.detail ? `${row.detail.bank} ${row.detail.account}` : NONE),
  },
  {
    // Each settlement opens as its statement (정산 명세서), to keep, print or download.
    key: 'statement',
    label: '',
    render: (row) =>
      row.detail ? (
        <Button
          component={RouterLink}
          to={`/settlement/${encodeURIComponent(row.id)}`}
          size="small"
          aria-label={`${formatSeoulDate(row.settledAt)} 정산 명세서 보기`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          명세서 보기
        </Button>
      ) : null,
  },
];

/** 건수 and 실수령액 of the period's settlements that stand (a reversed one paid nothing). */
function totalsOf(totals: LedgerTotals): PeriodTotal[] {
  const settled = totals.settlement ?? { count: 0, net: 0 };
  return [
    { label: '정산 건수', value: `${settled.count.toLocaleString('ko-KR')}건`, testId: 'totals-count' },
    {
      label: '실수령액 합계',
      value: krwText(settled.net),
      caption: '취소된 정산 제외',
      testId: 'totals-net',
    },
  ];
}

/**
 * 정산 내역: the member's settlements of a period (1개월 by default, kept in the URL; their
 * `settlement` ledger entries), newest first — what was settled, at which rate, gross, fee and
 * the won paid, and where to (account masked) — with the period's totals above.
 */
export function SettlementList() {
  const columns = columnsFor(useAssetUnit());
  const period = usePeriod();
  const range = periodQuery(period.selection);
  const { query: list, paging } = useProcessingRecords(
    { type: 'settlement', ...range },
    PAGE_SIZE,
    range !== null,
  );

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="settlement-list-title">
      <Typography id="settlement-list-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        정산 내역
      </Typography>
      <PeriodFilter label="정산 내역 기간" period={period} />
      <PeriodTotals
        label="기간 합계"
        totals={list.data ? totalsOf(list.data.totals) : null}
        loading={list.isPending && !list.isError}
        stale={list.isPlaceholderData}
      />
      <QueryErrorAlert query={list} />
      {!(list.isError && !list.data) && (
        <DataList
          label="정산 내역"
          columns={columns}
          rows={(list.data?.items ?? []).map(settlementRowOf)}
          rowKey={(row) => row.id}
          loading={list.isPending}
          stale={list.isPlaceholderData}
          empty="이 기간에 정산 내역이 없습니다."
          paging={paging}
          rowTestId="settlement-row"
        />
      )}
    </Stack>
  );
}
