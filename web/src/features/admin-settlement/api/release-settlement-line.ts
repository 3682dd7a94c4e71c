import { useApiMutation } from '../../../lib/use-api-mutation';

export interface ReleaseSettlementLineVariables {
  batchId: string;
  userId: string;
}

/**
 * POST .../settlementAll/lines/{userId}/release {batchId}: a held (보류) line becomes pending and
 * is paid with the batch; only while the batch is prepared. The write refreshes every cached
 * GET under /admin (the batch totals and the lines among them); the answer is not read.
 */
export const useReleaseSettlementLine = () =>
  useApiMutation({
    method: 'POST',
    path: ({ userId }: ReleaseSettlementLineVariables) =>
      `/admin/processingRecords/settlementAll/lines/${encodeURIComponent(userId)}/release`,
    body: ({ batchId }: ReleaseSettlementLineVariables) => ({ batchId }),
    parse: () => undefined,
  });
