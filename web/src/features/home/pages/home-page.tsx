import type { MemberDashboard } from '@settle/contract/dashboard';
import { messages } from '@settle/contract/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StatCard } from '../../../components/stat-card';
import { errorMessageOf } from '../../../lib/api-error';
import { isNoProfileError, useMe } from '../../../lib/me';
import { assetsText, krwText, rateText } from '../../../lib/money-display';
import { useMemberDashboard } from '../api/get-member-dashboard';
import { LatestAnnouncements } from '../components/latest-announcements';
import { RecentRecords } from '../components/recent-records';
import { RecentTransactions } from '../components/recent-transactions';
import { UnreadMessages } from '../components/unread-messages';
import { UpcomingSchedules } from '../components/upcoming-schedules';

/** Shown when the API has no profile for the signed-in account (GET /users/me → 404). */
const NO_PROFILE = '회원 정보가 없습니다.';

/**
 * The member dashboard (PRODUCT.md Dashboards): assets and their KRW value, the rate, total
 * settled, pending transactions; the latest notices, unread messages and coming schedules; the
 * latest transactions and ledger entries. One request
 * (GET /main/dashboardData) besides the profile the greeting reads, which is already cached.
 */
export function HomePage() {
  const me = useMe();
  const dashboard = useMemberDashboard();

  if (me.isError) {
    const noProfile = isNoProfileError(me.error);
    return (
      <Alert severity={noProfile ? 'warning' : 'error'} role="alert">
        {noProfile ? NO_PROFILE : errorMessageOf(me.error, messages.userInfoFailed)}
      </Alert>
    );
  }

  return (
    <Stack spacing={3}>
      {me.isPending ? (
        <Skeleton variant="text" width={240} sx={{ fontSize: '1.5rem' }} />
      ) : (
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          안녕하세요, {me.data.name}님
        </Typography>
      )}
      {dashboard.isError ? (
        <Alert severity="error" role="alert">
          {errorMessageOf(dashboard.error, messages.userInfoFailed)}
        </Alert>
      ) : dashboard.isPending ? (
        <DashboardSkeleton />
      ) : (
        <Dashboard data={dashboard.data} />
      )}
    </Stack>
  );
}

function Dashboard({ data }: { data: MemberDashboard }) {
  const noRate = data.rate === null ? messages.rateNotSet : undefined;
  return (
    <>
      <StatGrid>
        <Cell span={{ sm: 2, md: 2 }}>
          <StatCard label="보유 자산" value={assetsText(data.assets)} testId="assets-value" />
        </Cell>
        <Cell span={{ md: 2 }}>
          <StatCard
            label="원화 환산"
            value={data.assetsKrw === null ? null : krwText(data.assetsKrw)}
            note={noRate}
            testId="krw-value"
          />
        </Cell>
        <Cell span={{ md: 2 }}>
          <StatCard
            label="현재 환율"
            value={data.rate === null ? null : rateText(data.rate)}
            testId="rate-value"
          />
        </Cell>
        <Cell span={{ md: 3 }}>
          <StatCard
            label="누적 정산액"
            value={krwText(data.totalSettlement)}
            testId="total-settlement-value"
          />
        </Cell>
        <Cell span={{ md: 3 }}>
          <StatCard
            label="처리 대기 거래"
            value={`${data.pendingTransactions.toLocaleString('ko-KR')}건`}
            testId="pending-transactions-value"
          />
        </Cell>
      </StatGrid>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <LatestAnnouncements announcements={data.latestAnnouncements} />
        <UnreadMessages count={data.unreadMessages.count} latest={data.unreadMessages.latest} />
        <UpcomingSchedules schedules={data.upcomingSchedules} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <RecentTransactions transactions={data.recentTransactions} />
        <RecentRecords records={data.recentRecords} />
      </Box>
    </>
  );
}

/**
 * One column on phones; two from 600 px (assets on a row of their own); from 900 px assets, KRW
 * and rate on the first row and the two counts on the second.
 */
function StatGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}

function Cell({ span, children }: { span: { sm?: number; md: number }; children: ReactNode }) {
  return <Box sx={{ gridColumn: { sm: `span ${span.sm ?? 1}`, md: `span ${span.md}` } }}>{children}</Box>;
}

function DashboardSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="정보를 불러오는 중">
      <StatGrid>
        {[2, 2, 2, 3, 3].map((md, index) => (
          <Cell key={index} span={{ sm: index === 0 ? 2 : 1, md }}>
            <Skeleton variant="rounded" height={104} />
          </Cell>
        ))}
      </StatGrid>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={160} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}
