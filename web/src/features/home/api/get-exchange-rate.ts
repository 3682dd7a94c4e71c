import { exchangeRateSchema, type ExchangeRate } from '@settle/contract/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/main/exchangeRate';

/** GET /main/exchangeRate: KRW per 1 asset and when it was set. */
export async function getExchangeRate(signal?: AbortSignal): Promise<ExchangeRate> {
  return exchangeRateSchema.parse(await apiFetch(PATH, { signal }));
}

export const exchangeRateQueryOptions = () =>
  queryOptions({ queryKey: apiKeys.get(PATH), queryFn: ({ signal }) => getExchangeRate(signal) });

export const useExchangeRate = () => useQuery(exchangeRateQueryOptions());
