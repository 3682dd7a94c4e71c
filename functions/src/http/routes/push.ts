import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import { markReadSchema, pushListQuerySchema } from '@settle/contract/push';
import { listInbox, markAllRead, markRead } from '../../modules/push/inbox.js';
import { caller } from '../middleware/authenticate.js';
import { checkIdParam, validateBody, validatedQuery, validateQuery } from '../middleware/validate.js';

/**
 * /push/message: the caller's own inbox only (any signed-in member: the path is always under
 * the caller's uid, so another member's message id answers 404).
 */
export function pushRoutes(): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.pushMessageNotFound));
  router.get('/message', validateQuery(pushListQuerySchema), async (req, res) => {
    res.json({ data: await listInbox(caller(req).uid, validatedQuery(res, pushListQuerySchema)) });
  });
  // Before '/message/:id', or 'readAll' would be taken for a message id.
  router.patch('/message/readAll', async (req, res) => {
    res.json({ data: await markAllRead(caller(req).uid) });
  });
  router.patch('/message/:id', validateBody(markReadSchema), async (req, res) => {
    res.json({ data: await markRead(caller(req).uid, req.params['id'] ?? '') });
  });
  return router;
}
