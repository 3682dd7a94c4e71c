import { DEFAULT_ASSET_UNIT } from '@settle/contract/asset-unit';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { exchangeRateQueryOptions } from './exchange-rate';
import { assetsText, signedAssetsText } from './money-display';

/**
 * How long a screen trusts the unit it read. The unit changes rarely (an operator setting), so
 * rows that only format amounts do not refetch the rate on every mount; screens that show the
 * rate itself keep the normal 5 s (their own observer refetches, and this one sees the answer).
 */
const UNIT_STALE_TIME_MS = 60_000;

/**
 * The asset unit now: read from the one cached GET /main/exchangeRate, which carries it (no
 * request of its own when the rate is already cached). While it loads, and while no rate is set
 * (that GET answers 404 and there is no asset value to show anyway), the default 'P'.
 */
export function useAssetUnit(): string {
  const unit = useQuery({
    ...exchangeRateQueryOptions(),
    select: (rate) => rate.assetUnit,
    staleTime: UNIT_STALE_TIME_MS,
  });
  return unit.data ?? DEFAULT_ASSET_UNIT;
}

export interface AssetFormat {
  unit: string;
  /** 1234.5 → '1,234.50 P' */
  assets: (value: number) => string;
  /** 1234.5 → '+1,234.50 P' */
  signed: (value: number) => string;
}

/** Unit-aware formatters for a component that shows asset amounts. */
export function useAssetFormat(): AssetFormat {
  const unit = useAssetUnit();
  return useMemo(
    () => ({
      unit,
      assets: (value: number) => assetsText(value, unit),
      signed: (value: number) => signedAssetsText(value, unit),
    }),
    [unit],
  );
}
