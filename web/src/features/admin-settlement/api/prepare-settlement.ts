import { settlementBatchSchema } from '@settle/contract/settlement';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * POST .../settlementAll/prepare {} → 201: snapshots today's rate and fee rate and builds the
 * batch (a newer one replaces a prepared one).
 */
export const usePrepareSettlement = () =>
  useApiMutation({
    method: 'POST',
    path: '/admin/processingRecords/settlementAll/prepare',
    body: () => ({}),
    parse: (data) => settlementBatchSchema.parse(data),
    idempotent: true,
  });
