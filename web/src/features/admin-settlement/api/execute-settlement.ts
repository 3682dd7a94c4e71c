import { parseApproval } from '../../../lib/approval-answer';
import { useApiMutation } from '../../../lib/use-api-mutation';

export interface ExecuteSettlementVariables {
  batchId: string;
  /** 사유 of the approval request. */
  reason: string;
}

/**
 * POST .../settlementAll/execute {batchId, reason} → 202 with an approval request (four eyes):
 * the batch is paid once another admin approves it on /admin/approvals.
 */
export const useExecuteSettlement = () =>
  useApiMutation({
    method: 'POST',
    path: '/admin/processingRecords/settlementAll/execute',
    body: ({ batchId, reason }: ExecuteSettlementVariables) =>
      reason === '' ? { batchId } : { batchId, reason },
    parse: parseApproval,
    idempotent: true,
  });
