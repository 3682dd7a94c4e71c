import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataList, type DataColumn } from '../../../components/data-list';
import { maskAccount } from '../../../lib/mask-account';
import { assetsText, feeRateText, krwText, rateText } from '../../../lib/money-display';
import { useProcessingRecords } from '../../../lib/processing-records';
import { formatSeoulDate } from '../../../lib/seoul-time';
import { settlementRowOf, type SettlementRow } from '../lib/settlement-rows';
import { QueryErrorAlert } from '../../../components/query-error-alert';

const PAGE_SIZE = 20;
const NONE = '-';

const columns: readonly DataColumn<SettlementRow>[] = [
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
    render: (row) => assetsText(row.amount),
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
    render: (row) => (row.detail ? `${row.detail.bank} ${maskAccount(row.detail.account)}` : NONE),
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

/**
 * 정산 내역: the member's settlements (their `settlement` ledger entries), newest first — what was
 * settled, at which rate, gross, fee and the won paid, and where to (account masked).
 */
export function SettlementList() {
  const [page, setPage] = useState(0);
  const list = useProcessingRecords({ type: 'settlement', page: page + 1, pageSize: PAGE_SIZE });

  return (
    <Stack spacing={1.5} component="section" aria-labelledby="settlement-list-title">
      <Typography id="settlement-list-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        정산 내역
      </Typography>
      <QueryErrorAlert query={list} />
      {!(list.isError && !list.data) && (
        <DataList
          label="정산 내역"
          columns={columns}
          rows={(list.data?.items ?? []).map(settlementRowOf)}
          rowKey={(row) => row.id}
          loading={list.isPending}
          stale={list.isPlaceholderData}
          empty="아직 정산 내역이 없습니다."
          paging={{ total: list.data?.total ?? 0, page, pageSize: PAGE_SIZE, onPageChange: setPage }}
          rowTestId="settlement-row"
        />
      )}
    </Stack>
  );
}
