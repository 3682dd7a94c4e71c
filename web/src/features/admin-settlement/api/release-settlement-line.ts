import { useApiMutation, type ApiMutationConfig } from '../../../lib/use-api-mutation';

export interface ReleaseSettlementLineVariables {
  batchId: string;
  userId: string;
}

/**
 * POST .../settlementAll/lines/{userId}/release {batchId}: a held (보류) line becomes pending and
 * is paid with the batch; only while the batch is prepared. The write refreshes every cached
 * GET under /admin (the batch totals and the lines among them); the answer is not read.
 */
export const releaseSettlementLine: ApiMutationConfig<ReleaseSettlementLineVariables, void> = {
  method: 'POST',
  path: ({ userId }) => `/admin/processingRecords/settlementAll/lines/${encodeURIComponent(userId)}/release`,
  body: ({ batchId }) => ({ batchId }),
  parse: () => undefined,
};

export const useReleaseSettlementLine = () => useApiMutation(releaseSettlementLine);
