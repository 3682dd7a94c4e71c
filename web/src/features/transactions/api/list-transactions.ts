import { pageSchema } from '@settle/contract/paging';
import { transactionSchema, type TransactionStatus } from '@settle/contract/transactions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/transactions';

const transactionPageSchema = pageSchema(transactionSchema);
export type TransactionPage = z.infer<typeof transactionPageSchema>;

/** The query of GET /transactions (transactionListQuerySchema); page is one-based. */
// A type alias, not an interface, so it fits apiFetch's QueryParams record.
export type TransactionListParams = {
  status?: TransactionStatus;
  page: number;
  pageSize: number;
};

/** GET /transactions: one page of the member's own transactions, newest first. */
export async function listTransactions(
  params: TransactionListParams,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  return transactionPageSchema.parse(await apiFetch(PATH, { query: params, signal }));
}

export const transactionsQueryOptions = (params: TransactionListParams) =>
  queryOptions({
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ signal }) => listTransactions(params, signal),
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const useTransactions = (params: TransactionListParams) => useQuery(transactionsQueryOptions(params));
