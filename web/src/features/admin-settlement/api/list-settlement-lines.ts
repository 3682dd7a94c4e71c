import { settlementLinePageSchema, type SettlementLinePage } from '@settle/contract/settlement';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import type { SettlementLineListParams } from '../lib/settlement-view';

export const SETTLEMENT_LINES_PATH = '/admin/processingRecords/settlementAll/lines';

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

export const useSettlementLines = (params: SettlementLineListParams, refetchInterval: number | false) =>
  useQuery(settlementLinesQueryOptions(params, refetchInterval));
