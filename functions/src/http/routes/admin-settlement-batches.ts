import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import { settlementBatchListQuerySchema } from '@settle/contract/admin-lists';
import { getBatch, listBatches } from '../../modules/settlement/batch-queries.js';
import { named, noted } from '../middleware/access-record.js';
import { checkIdParam, validatedQuery, validateQuery } from '../middleware/validate.js';

/**
 * /admin/processingRecords/settlementAll/batches: 정산 내역, the batches prepared so far with
 * their totals, and one of them (its lines are GET .../settlementAll/lines?batchId). A router of
 * its own so `:id` is a batch (a missing one answers the batch's 404, not a record's).
 */
export function adminSettlementBatchRoutes(): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.settlementNotFound));
  router.get(
    '/',
    named('settlement.batches'),
    validateQuery(settlementBatchListQuerySchema),
    async (_req, res) => {
      res.json({ data: await listBatches(validatedQuery(res, settlementBatchListQuerySchema)) });
    },
  );
  router.get('/:id', named('settlement.batch'), async (req, res) => {
    const batchId = req.params['id'] ?? '';
    noted(req, { batchId });
    res.json({ data: await getBatch(batchId) });
  });
  return router;
}
