import type { MemberDashboard } from '@settle/contract/dashboard';
import { messages } from '@settle/contract/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, type ReactNode } from 'react';
import { errorMessageOf } from '../../../lib/api-error';
import { isNoProfileError, useMe } from '../../../lib/me';
import { useMemberDashboard } from '../api/get-member-dashboard';
import { BalanceCard } from '../components/balance-card';
import { HomeTiles } from '../components/home-tiles';

/** Shown when the API has no profile for the signed-in account (GET /users/me → 404). */
const NO_PROFILE = '회원 정보가 없습니다.';

// The lists below the card are their own chunk: the first visit to / pays for the card only.
const HomeLists = lazy(async () => ({ default: (await import('../components/home-lists')).HomeLists }));

const LISTS_FALLBACK = <Skeleton variant="rounded" height={320} aria-label="목록을 불러오는 중" />;

/**
 * The member's home (PRODUCT.md Dashboards, The member's app): one balance card (assets with
 * their unit, KRW value, rate, next settlement and its expected payout, 거래 등록), two small
 * figures (pending transactions, total settled), then compact lists: unread messages, recent
 * transactions, coming schedules, notices, recent ledger entries. One request
 * (GET /main/dashboardData) besides the profile the greeting reads, which is already cached.
 * Phones: one column; from 900 px the card and figures on the left, the lists on the right.
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
    <Stack spacing={2}>
      {me.isPending ? (
        <Skeleton variant="text" width={200} sx={{ fontSize: '1.25rem' }} />
      ) : (
        <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
          안녕하세요, {me.data.name}님
        </Typography>
      )}
      {dashboard.isError ? (
        <Alert severity="error" role="alert">
          {errorMessageOf(dashboard.error, messages.userInfoFailed)}
        </Alert>
      ) : dashboard.isPending ? (
        <Columns
          main={<Skeleton variant="rounded" height={420} aria-label="정보를 불러오는 중" />}
          side={LISTS_FALLBACK}
        />
      ) : (
        <Dashboard data={dashboard.data} />
      )}
    </Stack>
  );
}

function Dashboard({ data }: { data: MemberDashboard }) {
  return (
    <Columns
      main={
        <Stack spacing={1.5}>
          <BalanceCard data={data} />
          <HomeTiles pending={data.pendingTransactions} totalSettlement={data.totalSettlement} />
        </Stack>
      }
      side={
        <Suspense fallback={LISTS_FALLBACK}>
          <HomeLists data={data} />
        </Suspense>
      }
    />
  );
}

function Columns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
      }}
    >
      <Box sx={{ minWidth: 0 }}>{main}</Box>
      <Box sx={{ minWidth: 0 }}>{side}</Box>
    </Box>
  );
}
