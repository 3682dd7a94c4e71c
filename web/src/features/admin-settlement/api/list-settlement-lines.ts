import type { Page } from '@settle/contract/paging';
import { pageSchema } from '@settle/contract/paging';
import { settlementLineSchema, type SettlementLine } from '@settle/contract/settlement';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import type { SettlementLineListParams } from '../lib/settlement-view';

export const SETTLEMENT_LINES_PATH = '/admin/processingRecords/settlementAll/lines';

const linePageSchema = pageSchema(settlementLineSchema);

/** GET .../settlementAll/lines?batchId&status&page&pageSize: one page of a batch's lines. */
export async function listSettlementLines(
  params: SettlementLineListParams,
  signal?: AbortSignal,
): Promise<Page<SettlementLine>> {
  return linePageSchema.parse(await apiFetch(SETTLEMENT_LINES_PATH, { query: params, signal }));
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
