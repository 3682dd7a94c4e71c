import { messages } from '@settle/contract/messages';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { FeedbackSnackbar, useFeedback } from '../../../components/feedback-snackbar';
import { assetsText, krwText } from '../../../lib/money-display';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { AssetUnitCard } from '../components/asset-unit-card';
import { RatesCard } from '../components/rates-card';
import { RecentSettlementsCard } from '../components/recent-settlements-card';
import { SummaryCard } from '../components/summary-card';
import { QueryErrorAlert } from '../../../components/query-error-alert';

// The chart library is most of this page's weight: the numbers show while it loads.
const ProcessedVolumeChart = lazy(async () => ({
  default: (await import('../components/processed-volume-chart')).ProcessedVolumeChart,
}));

const CHART_FALLBACK = <Skeleton variant="rounded" height={320} aria-label="차트를 불러오는 중" />;

const count = (n: number, unit: string) => `${n.toLocaleString('ko-KR')}${unit}`;

/**
 * /admin: the operators' overview (PRODUCT.md Dashboards): members by status, pending
 * transactions, assets awaiting settlement, processed volume by day, the last settlements, the
 * rates with their history, and the asset unit with its history.
 */
export function AdminDashboardPage() {
  const dashboard = useAdminDashboard();
  const { feedback, show, close } = useFeedback();
  const data = dashboard.data;
  const loading = dashboard.isPending;

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        대시보드
      </Typography>

      <QueryErrorAlert query={dashboard} />

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(4, minmax(0, 1fr))',
          },
        }}
      >
        <SummaryCard
          label="활성 회원"
          value={data ? count(data.members.active, '명') : '-'}
          detail={data ? `비활성 ${count(data.members.deactivated, '명')}` : undefined}
          loading={loading}
          to="/admin/user"
          testId="members-active"
        />
        <SummaryCard
          label="가입 승인 대기"
          value={data ? count(data.members.pending, '명') : '-'}
          detail={data ? `반려 ${count(data.members.rejected, '명')}` : undefined}
          loading={loading}
          to="/admin/verification"
          testId="members-pending"
        />
        <SummaryCard
          label="처리 대기 거래"
          value={data ? count(data.pendingTransactions.count, '건') : '-'}
          detail={data ? `금액 ${assetsText(data.pendingTransactions.amount, data.assetUnit)}` : undefined}
          loading={loading}
          to="/admin/transaction"
          testId="pending-transactions"
        />
        <SummaryCard
          label="정산 대기 자산"
          value={data ? assetsText(data.assetsAwaitingSettlement.amount, data.assetUnit) : '-'}
          detail={
            data
              ? data.assetsAwaitingSettlement.gross === null
                ? messages.rateNotSet
                : `원화 환산 ${krwText(data.assetsAwaitingSettlement.gross)}`
              : undefined
          }
          loading={loading}
          to="/admin/settlement"
          testId="assets-awaiting"
        />
      </Box>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {data ? (
            <Suspense fallback={CHART_FALLBACK}>
              <ProcessedVolumeChart days={data.processedByDay} unit={data.assetUnit} />
            </Suspense>
          ) : (
            CHART_FALLBACK
          )}
          {data ? (
            <RecentSettlementsCard batches={data.recentSettlements} />
          ) : (
            <Skeleton variant="rounded" height={200} />
          )}
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <RatesCard unit={data?.assetUnit ?? null} onSaved={(message) => show(message)} />
          <AssetUnitCard onSaved={(message) => show(message)} />
        </Stack>
      </Box>
      <FeedbackSnackbar feedback={feedback} onClose={close} />
    </Stack>
  );
}
