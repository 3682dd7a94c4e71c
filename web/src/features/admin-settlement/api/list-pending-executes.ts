import { approvalSchema } from '@settle/contract/approvals';
import { pageSchema } from '@settle/contract/paging';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import { pendingExecutesRefetchInterval } from '../lib/settlement-view';

const PATH = '/admin/approvals';
const QUERY = { status: 'pending', pageSize: 100 } as const;
const pendingPageSchema = pageSchema(approvalSchema);

/**
 * The batches whose execute waits for a second admin (four eyes): GET /admin/approvals of pending
 * requests, the settlement executes among them. The screen marks such a batch 승인 대기.
 */
export async function listPendingExecuteBatchIds(signal?: AbortSignal): Promise<string[]> {
  const page = pendingPageSchema.parse(await apiFetch(PATH, { query: QUERY, signal }));
  return page.items.flatMap((a) => (a.operation.kind === 'settlement.execute' ? [a.operation.batchId] : []));
}

export const pendingExecutesQueryOptions = () =>
  queryOptions({
    queryKey: apiKeys.get(PATH, QUERY),
    queryFn: ({ signal }) => listPendingExecuteBatchIds(signal),
    // While an execute waits, look again now and then: another admin decides it elsewhere.
    refetchInterval: (query) => pendingExecutesRefetchInterval(query.state.data),
  });

export const usePendingExecutes = () => useQuery(pendingExecutesQueryOptions());
