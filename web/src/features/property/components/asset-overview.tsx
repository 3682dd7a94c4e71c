import { messages } from '@settle/contract/messages';
import Box from '@mui/material/Box';
import { StatCard } from '../../../components/stat-card';
import { errorMessageOf } from '../../../lib/api-error';
import { useExchangeRate } from '../../../lib/exchange-rate';
import { useMe } from '../../../lib/me';
import { summarizeAssets } from '../../../lib/money-display';
import { formatSeoulDateTime } from '../../../lib/seoul-time';
import { useAssetUnit } from '../../../lib/asset-format';

/**
 * The member's assets, their KRW value at the current rate (floor, on integers) and the rate
 * with the time it was set. Without a rate (404 '환율이 아직 설정되지 않았습니다.') the KRW value
 * and rate cards say so instead of a number.
 */
export function AssetOverview() {
  const me = useMe();
  const rate = useExchangeRate();
  const unit = useAssetUnit();
  const summary = me.data ? summarizeAssets(me.data.assets, rate.data?.value, unit) : null;
  const meError = me.isError ? errorMessageOf(me.error, messages.userInfoFailed) : undefined;
  const rateError = rate.isError ? errorMessageOf(rate.error, messages.rateNotSet) : undefined;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      <StatCard
        label="보유 자산"
        value={summary?.assets ?? null}
        loading={me.isPending}
        note={meError}
        testId="property-assets"
      />
      <StatCard
        label="원화 환산"
        value={summary?.krw ?? null}
        loading={me.isPending || rate.isPending}
        note={meError ?? rateError}
        caption="현재 환율 기준, 원 미만 절사"
        testId="property-krw"
      />
      <StatCard
        label="현재 환율"
        value={summary?.rate ?? null}
        loading={rate.isPending}
        note={rateError}
        caption={rate.data ? `${formatSeoulDateTime(rate.data.updatedAt)} 기준` : undefined}
        testId="property-rate"
      />
    </Box>
  );
}
