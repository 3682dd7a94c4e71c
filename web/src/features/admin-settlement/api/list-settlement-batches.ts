import { type SettlementBatch, type SettlementBatchStatus } from '@settle/contract/settlement';
import { settlementBatchPageSchema } from '@settle/contract/admin-lists';
import type { Page } from '@settle/contract/paging';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import { usePagedQuery, type CursorParams } from '../../../lib/use-cursor-pages';

export const SETTLEMENT_BATCHES_PATH = '/admin/processingRecords/settlementAll/batches';

/** The filters of GET .../settlementAll/batches (contract settlementBatchListQuerySchema). */
export type SettlementBatchListFilters = {
  status?: SettlementBatchStatus;
  from?: string;
  to?: string;
};
export type SettlementBatchListParams = SettlementBatchListFilters & CursorParams;

/** GET .../settlementAll/batches: one page of 정산 내역, newest first. */
export async function listSettlementBatches(
  params: SettlementBatchListParams,
  signal?: AbortSignal,
): Promise<Page<SettlementBatch>> {
  return settlementBatchPageSchema.parse(await apiFetch(SETTLEMENT_BATCHES_PATH, { query: params, signal }));
}

export const settlementBatchesQueryOptions = (params: SettlementBatchListParams, enabled = true) =>
  queryOptions({
    queryKey: apiKeys.get(SETTLEMENT_BATCHES_PATH, params),
    queryFn: ({ signal }) => listSettlementBatches(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/**
 * One page of 정산 내역 and its cursor paging. `filters` null (days in the wrong order) asks
 * for nothing: the page says why instead.
 */
export const useSettlementBatches = (filters: SettlementBatchListFilters | null) =>
  usePagedQuery(filters ?? {}, (params) => settlementBatchesQueryOptions(params, filters !== null));
