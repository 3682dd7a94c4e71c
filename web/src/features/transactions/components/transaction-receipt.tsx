import type { Transaction, TransactionStatus } from '@settle/contract/transactions';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IconCircleCheckFilled, IconCircleXFilled, IconClockHour4Filled } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { TransactionStatusChip } from '../../../components/money/transaction-status-chip';
import { useAssetUnit } from '../../../lib/asset-format';
import { assetsText } from '../../../lib/money-display';
import { formatSeoulDateTime } from '../../../lib/seoul-time';

/** The receipt's headline per status: what happened, and what happens next. */
const headlines: Record<
  TransactionStatus,
  { title: string; note: string; color: string; Icon: typeof IconCircleCheckFilled }
> = {
  pending: {
    title: '접수 완료',
    note: '관리자가 확인하면 자산에 반영됩니다. 처리 전에는 거래 내역에서 취소할 수 있습니다.',
    color: 'primary.main',
    Icon: IconClockHour4Filled,
  },
  success: {
    title: '처리 완료',
    note: '자산에 반영되었습니다.',
    color: 'success.main',
    Icon: IconCircleCheckFilled,
  },
  canceled: {
    title: '취소한 거래',
    note: '취소한 거래는 자산에 반영되지 않습니다.',
    color: 'text.secondary',
    Icon: IconCircleXFilled,
  },
  deleted: {
    title: '반려된 거래',
    note: '관리자가 반려한 거래입니다. 사유를 확인해 주세요.',
    color: 'error.main',
    Icon: IconCircleXFilled,
  },
};

export interface TransactionReceiptProps {
  transaction: Transaction;
}

/**
 * 접수증: where registering ends and where each row of the transaction list leads. 접수 번호
 * is the transaction's id, whole: it is what finds the transaction (an operator searches by
 * it), and a shortened form would not.
 */
export function TransactionReceipt({ transaction: t }: TransactionReceiptProps) {
  const unit = useAssetUnit();
  const headline = headlines[t.status];
  return (
    <Stack spacing={3} sx={{ maxWidth: 480, width: '100%', mx: 'auto' }}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', pt: { xs: 1, sm: 2 } }}>
        <Box sx={{ color: headline.color, display: 'flex' }} aria-hidden>
          <headline.Icon size={56} stroke={1.5} />
        </Box>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {headline.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {headline.note}
        </Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography
          component="p"
          variant="h4"
          data-testid="receipt-amount"
          sx={{
            fontWeight: 700,
            textAlign: 'center',
            fontVariantNumeric: 'tabular-nums',
            overflowWrap: 'anywhere',
          }}
        >
          {assetsText(t.amount, unit)}
        </Typography>
        <Divider sx={{ my: 2 }} />
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: 'auto minmax(0, 1fr)',
            rowGap: 1.25,
            columnGap: 2,
          }}
        >
          <Line label="접수 번호" testId="receipt-id">
            {t.id}
          </Line>
          <Line label="접수 일시" testId="receipt-created">
            {formatSeoulDateTime(t.createdAt)}
          </Line>
          <Line label="상태" testId="receipt-status">
            <TransactionStatusChip status={t.status} />
          </Line>
          <Line label="메모" testId="receipt-memo">
            {t.memo === '' ? '없음' : t.memo}
          </Line>
          {t.processedAt && (
            <Line label="처리 일시" testId="receipt-processed">
              {formatSeoulDateTime(t.processedAt)}
            </Line>
          )}
          {t.canceledAt && (
            <Line label="취소 일시" testId="receipt-canceled">
              {formatSeoulDateTime(t.canceledAt)}
            </Line>
          )}
          {t.status === 'deleted' && t.deleteReason && (
            <Line label="반려 사유" testId="receipt-reason">
              {t.deleteReason}
            </Line>
          )}
        </Box>
      </Paper>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to="/transaction" variant="outlined" size="large" sx={{ flex: 1 }}>
          거래 내역 보기
        </Button>
        <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ flex: 1 }}>
          확인
        </Button>
      </Stack>
    </Stack>
  );
}

function Line({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        data-testid={testId}
        sx={{ m: 0, textAlign: 'right', fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </>
  );
}
