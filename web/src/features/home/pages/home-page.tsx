import { messages } from '@settle/contract/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import { useExchangeRate } from '../api/get-exchange-rate';
import { useMe } from '../../../lib/me';
import { StatCard } from '../components/stat-card';
import { summarizeAssets } from '../lib/asset-summary';

/** Shown when the API has no profile for the signed-in account (GET /users/me → 404). */
const NO_PROFILE = '회원 정보가 없습니다.';

/** The member dashboard: greeting, assets, their KRW value and the current rate. */
export function HomePage() {
  const me = useMe();
  const rate = useExchangeRate();

  if (me.isPending) return <HomeSkeleton />;
  if (me.isError) {
    const notFound = me.error instanceof ApiError && me.error.status === 404;
    return (
      <Alert severity={notFound ? 'warning' : 'error'} role="alert">
        {notFound ? NO_PROFILE : errorMessageOf(me.error, messages.userInfoFailed)}
      </Alert>
    );
  }

  const summary = summarizeAssets(me.data.assets, rate.data?.value);
  const rateError = rate.isError ? errorMessageOf(rate.error, messages.userInfoFailed) : undefined;

  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        안녕하세요, {me.data.name}님
      </Typography>
      <StatGrid>
        <StatCard label="보유 자산" value={summary.assets} testId="assets-value" />
        <StatCard
          label="원화 환산"
          value={summary.krw}
          loading={rate.isPending}
          note={rateError}
          testId="krw-value"
        />
        <StatCard
          label="현재 환율"
          value={summary.rate}
          loading={rate.isPending}
          note={rateError}
          testId="rate-value"
        />
      </StatGrid>
    </Stack>
  );
}

function StatGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}

function HomeSkeleton() {
  return (
    <Stack spacing={3} aria-busy="true" aria-label="정보를 불러오는 중">
      <Skeleton variant="text" width={240} sx={{ fontSize: '1.5rem' }} />
      <StatGrid>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={104} />
        ))}
      </StatGrid>
    </Stack>
  );
}
