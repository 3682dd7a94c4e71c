import { settlementBatchSchema, type SettlementBatch } from '@settle/contract/settlement';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import { settlementRefetchInterval } from '../lib/settlement-view';

const PATH = '/admin/processingRecords/settlementAll';

const currentBatchSchema = z.object({ batch: z.nullable(settlementBatchSchema) });

/**
 * GET /admin/processingRecords/settlementAll: the current batch (prepared, executing or stale),
 * else the last completed one, else null.
 */
export async function getSettlement(signal?: AbortSignal): Promise<SettlementBatch | null> {
  return currentBatchSchema.parse(await apiFetch(PATH, { signal })).batch;
}

export const settlementQueryKey = apiKeys.get(PATH);

export const settlementQueryOptions = () =>
  queryOptions({
    queryKey: settlementQueryKey,
    queryFn: ({ signal }) => getSettlement(signal),
    // While a batch is paid out in the background, follow its progress.
    refetchInterval: (query) => settlementRefetchInterval(query.state.data),
  });

export const useSettlement = () => useQuery(settlementQueryOptions());
