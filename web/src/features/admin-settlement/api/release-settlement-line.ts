import { useApiMutation, type ApiMutationConfig } from '../../../lib/use-api-mutation';

export interface ReleaseSettlementLineVariables {
  batchId: string;
  userId: string;
  /** 사유 of the approval request ('' for none). */
  reason?: string;
}

/**
 * POST .../settlementAll/lines/{userId}/release {batchId, reason}: asks for a held (보류) line to
 * become pending; 202 with an approval request (four eyes), which another admin approves while
 * the batch is still prepared. The write refreshes every cached GET under /admin (the approvals
 * among them); the answer is not read.
 */
export const releaseSettlementLine: ApiMutationConfig<ReleaseSettlementLineVariables, void> = {
  method: 'POST',
  path: ({ userId }) => `/admin/processingRecords/settlementAll/lines/${encodeURIComponent(userId)}/release`,
  body: ({ batchId, reason }) => (reason ? { batchId, reason } : { batchId }),
  parse: () => undefined,
  idempotent: true,
};

export const useReleaseSettlementLine = () => useApiMutation(releaseSettlementLine);
