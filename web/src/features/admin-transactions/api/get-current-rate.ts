import { rateWithHistorySchema, type RateWithHistory } from '@settle/contract/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/admin/main/exchangeRate';

/** GET /admin/main/exchangeRate: the current rate (and its history), for KRW estimates. */
export async function getCurrentRate(signal?: AbortSignal): Promise<RateWithHistory> {
  return rateWithHistorySchema.parse(await apiFetch(PATH, { signal }));
}

export const currentRateQueryOptions = () =>
  queryOptions({ queryKey: apiKeys.get(PATH), queryFn: ({ signal }) => getCurrentRate(signal) });

/** KRW per asset now, null while none is set. */
export const useCurrentRate = () =>
  useQuery({ ...currentRateQueryOptions(), select: (data) => data.current?.value ?? null });
