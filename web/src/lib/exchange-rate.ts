import { exchangeRateSchema, type ExchangeRate } from '@settle/contract/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { apiKeys } from './query-client';

const PATH = '/main/exchangeRate';

/**
 * GET /main/exchangeRate: KRW per 1 asset and when it was set (404 with a Korean message while
 * no rate is set). Shared because the asset page and the transaction form both convert with it.
 */
export async function getExchangeRate(signal?: AbortSignal): Promise<ExchangeRate> {
  return exchangeRateSchema.parse(await apiFetch(PATH, { signal }));
}

export const exchangeRateQueryOptions = () =>
  queryOptions({ queryKey: apiKeys.get(PATH), queryFn: ({ signal }) => getExchangeRate(signal) });

export const useExchangeRate = () => useQuery(exchangeRateQueryOptions());
