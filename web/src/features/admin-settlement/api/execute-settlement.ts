import { settlementBatchSchema } from '@settle/contract/settlement';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * POST .../settlementAll/execute {batchId} → 202 with the batch executing: the lines are paid
 * in the background; poll GET settlementAll for progress.
 */
export const useExecuteSettlement = () =>
  useApiMutation({
    method: 'POST',
    path: '/admin/processingRecords/settlementAll/execute',
    body: (batchId: string) => ({ batchId }),
    parse: (data) => settlementBatchSchema.parse(data),
    idempotent: true,
  });
