import { settlementBatchSchema, type SettlementBatch } from '@settle/contract/settlement';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import { settlementRefetchInterval } from '../lib/settlement-view';
import { SETTLEMENT_BATCHES_PATH } from './list-settlement-batches';

/** GET .../settlementAll/batches/{id}: one batch of 정산 내역 with its totals and progress. */
export async function getSettlementBatch(batchId: string, signal?: AbortSignal): Promise<SettlementBatch> {
  const path = `${SETTLEMENT_BATCHES_PATH}/${encodeURIComponent(batchId)}`;
  return settlementBatchSchema.parse(await apiFetch(path, { signal }));
}

export const settlementBatchQueryOptions = (batchId: string) =>
  queryOptions({
    queryKey: apiKeys.get(`${SETTLEMENT_BATCHES_PATH}/${batchId}`),
    queryFn: ({ signal }) => getSettlementBatch(batchId, signal),
    // A batch being paid out while the operator looks at it: follow its progress.
    refetchInterval: (query) => settlementRefetchInterval(query.state.data),
  });

export const useSettlementBatch = (batchId: string) => useQuery(settlementBatchQueryOptions(batchId));
