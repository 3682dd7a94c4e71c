import { rateWithHistorySchema, type RateWithHistory } from '@settle/contract/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/admin/main/settlementFeeRate';

/** GET /admin/main/settlementFeeRate: the settlement fee rate (percent) now, and who changed it when. */
export async function getFeeRateHistory(signal?: AbortSignal): Promise<RateWithHistory> {
  return rateWithHistorySchema.parse(await apiFetch(PATH, { signal }));
}

export const feeRateHistoryQueryOptions = () =>
  queryOptions({ queryKey: apiKeys.get(PATH), queryFn: ({ signal }) => getFeeRateHistory(signal) });

export const useFeeRateHistory = () => useQuery(feeRateHistoryQueryOptions());
