import { transactionListSchema, type TransactionList } from '@settle/contract/member-lists';
import type { TransactionStatus } from '@settle/contract/transactions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { usePagedQuery, type CursorParams } from '../../../lib/use-cursor-pages';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/transactions';

/** The query of GET /transactions (transactionListQuerySchema): a cursor page. */
// A type alias, not an interface, so it fits apiFetch's QueryParams record.
export type TransactionListParams = {
  status?: TransactionStatus;
  /** Seoul days, both included (lib/period). */
  from?: string;
  to?: string;
} & CursorParams;

/** GET /transactions: one page of the member's own transactions, newest first, and the period's totals. */
export async function listTransactions(
  params: TransactionListParams,
  signal?: AbortSignal,
): Promise<TransactionList> {
  return transactionListSchema.parse(await apiFetch(PATH, { query: params, signal }));
}

export const transactionsQueryOptions = (params: TransactionListParams, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ signal }) => listTransactions(params, signal),
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

/**
 * One page of the member's transactions and its paging; `enabled: false` while the typed period
 * cannot be asked for (the last answer stays shown).
 */
export const useTransactions = (
  filters: Omit<TransactionListParams, keyof CursorParams>,
  pageSize: number,
  enabled = true,
) => usePagedQuery(filters, (params) => transactionsQueryOptions(params, enabled), pageSize);
