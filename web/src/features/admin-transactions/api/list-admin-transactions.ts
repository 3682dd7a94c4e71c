import type { Page } from '@settle/contract/paging';
import { pageSchema } from '@settle/contract/paging';
import { transactionSchema, type Transaction } from '@settle/contract/transactions';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import type { AdminTransactionListParams, MemberTransactionParams } from '../lib/transaction-list-query';

export const ADMIN_TRANSACTIONS_PATH = '/admin/transactions';

const transactionPageSchema = pageSchema(transactionSchema);

/** GET /admin/transactions?status&userId&from&to&sort&order&page&pageSize: one page. */
export async function listAdminTransactions(
  params: AdminTransactionListParams | MemberTransactionParams,
  signal?: AbortSignal,
): Promise<Page<Transaction>> {
  return transactionPageSchema.parse(await apiFetch(ADMIN_TRANSACTIONS_PATH, { query: params, signal }));
}

export const adminTransactionsQueryOptions = (params: AdminTransactionListParams | MemberTransactionParams) =>
  queryOptions({
    queryKey: apiKeys.get(ADMIN_TRANSACTIONS_PATH, params),
    queryFn: ({ signal }) => listAdminTransactions(params, signal),
    // Keep the current rows on screen while the next page, sort or filter loads.
    placeholderData: keepPreviousData,
  });

export const useAdminTransactions = (params: AdminTransactionListParams | MemberTransactionParams) =>
  useQuery(adminTransactionsQueryOptions(params));
