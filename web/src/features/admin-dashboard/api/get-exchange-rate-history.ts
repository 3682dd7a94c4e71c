import { rateWithHistorySchema, type RateWithHistory } from '@settle/contract/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/admin/main/exchangeRate';

/** GET /admin/main/exchangeRate: the exchange rate (KRW per asset) now, and who changed it when. */
export async function getExchangeRateHistory(signal?: AbortSignal): Promise<RateWithHistory> {
  return rateWithHistorySchema.parse(await apiFetch(PATH, { signal }));
}

export const exchangeRateHistoryQueryOptions = () =>
  queryOptions({ queryKey: apiKeys.get(PATH), queryFn: ({ signal }) => getExchangeRateHistory(signal) });

export const useExchangeRateHistory = () => useQuery(exchangeRateHistoryQueryOptions());
