import { transactionSchema, type Transaction } from '@settle/contract/transactions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const pathOf = (id: string) => `/transactions/${encodeURIComponent(id)}`;

/** GET /transactions/{id}: one of the member's own (404 '거래를 찾을 수 없습니다.' otherwise). */
export async function getTransaction(id: string, signal?: AbortSignal): Promise<Transaction> {
  return transactionSchema.parse(await apiFetch(pathOf(id), { signal }));
}

// Under the /transactions segment, so registering or canceling one refreshes its receipt too.
export const transactionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: apiKeys.get(pathOf(id)),
    queryFn: ({ signal }) => getTransaction(id, signal),
  });

export const useTransaction = (id: string) => useQuery(transactionQueryOptions(id));
