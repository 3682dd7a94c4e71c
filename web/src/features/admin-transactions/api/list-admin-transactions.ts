import { adminTransactionPageSchema, type AdminTransactionPage } from '@settle/contract/admin-lists';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import { usePagedQuery } from '../../../lib/use-cursor-pages';
import type { AdminTransactionListFilters, AdminTransactionListParams } from '../lib/transaction-list-query';

export const ADMIN_TRANSACTIONS_PATH = '/admin/transactions';

/**
 * GET /admin/transactions?status&userId&from&to&sort&order&cursor&pageSize: one page, and with
 * the first the totals of the whole filtered list.
 */
export async function listAdminTransactions(
  params: AdminTransactionListParams,
  signal?: AbortSignal,
): Promise<AdminTransactionPage> {
  return adminTransactionPageSchema.parse(await apiFetch(ADMIN_TRANSACTIONS_PATH, { query: params, signal }));
}

export const adminTransactionsQueryOptions = (params: AdminTransactionListParams) =>
  queryOptions({
    queryKey: apiKeys.get(ADMIN_TRANSACTIONS_PATH, params),
    queryFn: ({ signal }) => listAdminTransactions(params, signal),
    // Keep the current rows on screen while the next page, sort or filter loads.
    placeholderData: keepPreviousData,
  });

/** One page of transactions (filtered and sorted by `filters`) and its cursor paging. */
export const useAdminTransactions = (filters: AdminTransactionListFilters, pageSize?: number) =>
  usePagedQuery(filters, adminTransactionsQueryOptions, pageSize);
