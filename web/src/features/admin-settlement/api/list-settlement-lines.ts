import { settlementLinePageSchema, type SettlementLinePage } from '@settle/contract/admin-lists';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import { usePagedQuery, type CursorParams } from '../../../lib/use-cursor-pages';
import type { SettlementLineFilters } from '../lib/settlement-view';

export const SETTLEMENT_LINES_PATH = '/admin/processingRecords/settlementAll/lines';

export type SettlementLineListParams = SettlementLineFilters & CursorParams;

/**
 * GET .../settlementAll/lines?batchId&status&cursor&pageSize: one page of a batch's lines, and
 * with the first page the totals of every line under the filter.
 */
export async function listSettlementLines(
  params: SettlementLineListParams,
  signal?: AbortSignal,
): Promise<SettlementLinePage> {
  return settlementLinePageSchema.parse(await apiFetch(SETTLEMENT_LINES_PATH, { query: params, signal }));
}

/** Every cached page of every batch's lines (to refresh them when a batch changes state). */
export const settlementLinesKey = apiKeys.get(SETTLEMENT_LINES_PATH);

export const settlementLinesQueryOptions = (
  params: SettlementLineListParams,
  refetchInterval: number | false,
) =>
  queryOptions({
    queryKey: apiKeys.get(SETTLEMENT_LINES_PATH, params),
    queryFn: ({ signal }) => listSettlementLines(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval,
  });

/** One page of a batch's lines under `filters`, and its cursor paging. */
export const useSettlementLines = (filters: SettlementLineFilters, refetchInterval: number | false) =>
  usePagedQuery(filters, (params) => settlementLinesQueryOptions(params, refetchInterval));
