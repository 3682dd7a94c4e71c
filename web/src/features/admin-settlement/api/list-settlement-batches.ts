import {
  settlementBatchPageSchema,
  type SettlementBatch,
  type SettlementBatchStatus,
} from '@settle/contract/settlement';
import type { Page } from '@settle/contract/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import type { CursorParams } from '../lib/cursor-pager';

export const SETTLEMENT_BATCHES_PATH = '/admin/processingRecords/settlementAll/batches';

/** The query of GET .../settlementAll/batches (contract settlementBatchListQuerySchema). */
export type SettlementBatchListParams = CursorParams & {
  status?: SettlementBatchStatus;
  from?: string;
  to?: string;
};

/** GET .../settlementAll/batches: one page of 정산 내역, newest first. */
export async function listSettlementBatches(
  params: SettlementBatchListParams,
  signal?: AbortSignal,
): Promise<Page<SettlementBatch>> {
  return settlementBatchPageSchema.parse(await apiFetch(SETTLEMENT_BATCHES_PATH, { query: params, signal }));
}

export const settlementBatchesQueryOptions = (params: SettlementBatchListParams) =>
  queryOptions({
    queryKey: apiKeys.get(SETTLEMENT_BATCHES_PATH, params),
    queryFn: ({ signal }) => listSettlementBatches(params, signal),
    placeholderData: keepPreviousData,
  });

export const useSettlementBatches = (params: SettlementBatchListParams) =>
  useQuery(settlementBatchesQueryOptions(params));
