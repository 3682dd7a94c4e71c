import { Router } from 'express';
import {
  accessLogQuerySchema,
  accessReviewSchema,
  type AccessReviewInput,
} from '@settle/contract/access-log';
import { listAccessLog } from '../../modules/access-log/access-lists.js';
import { listAccessReviews, reviewMonth } from '../../modules/access-log/reviews.js';
import { verifyAccessLog } from '../../modules/access-log/verify.js';
import { named, noted } from '../middleware/access-record.js';
import { caller } from '../middleware/authenticate.js';
import { validateBody, validatedQuery, validateQuery } from '../middleware/validate.js';

/** /admin/auditLog (접속 기록): the access record, its tamper check and the monthly review. */
export function adminAuditRoutes(): Router {
  const router = Router();
  router.get('/', named('audit.list'), validateQuery(accessLogQuerySchema), async (_req, res) => {
    res.json({ data: await listAccessLog(validatedQuery(res, accessLogQuerySchema)) });
  });
  router.get('/verify', named('audit.verify'), async (req, res) => {
    const result = await verifyAccessLog();
    noted(req, { ok: result.ok, blocks: result.blocks, entries: result.entries });
    res.json({ data: result });
  });
  router.get('/reviews', named('audit.reviews'), async (_req, res) => {
    res.json({ data: await listAccessReviews() });
  });
  router.post('/reviews', named('audit.review'), validateBody(accessReviewSchema), async (req, res) => {
    const input = req.body as AccessReviewInput;
    const { uid, email } = caller(req);
    noted(req, { month: input.month });
    res.status(201).json({ data: await reviewMonth(input, { uid, email: email ?? '' }) });
  });
  return router;
}
