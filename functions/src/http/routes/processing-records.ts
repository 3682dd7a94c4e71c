import { Router } from 'express';
import { processingRecordListQuerySchema } from '@settle/contract/member-lists';
import { listOwnRecords } from '../../modules/ledger/processing-records.js';
import { caller } from '../middleware/authenticate.js';
import { requireActiveMember } from '../middleware/member-gate.js';
import { validatedQuery, validateQuery } from '../middleware/validate.js';

/** /processingRecords: the member's own ledger (credits, settlements, adjustments, reversals). */
export function processingRecordRoutes(): Router {
  const router = Router();
  router.get('/', requireActiveMember, validateQuery(processingRecordListQuerySchema), async (req, res) => {
    res.json({
      data: await listOwnRecords(caller(req).uid, validatedQuery(res, processingRecordListQuerySchema)),
    });
  });
  return router;
}
