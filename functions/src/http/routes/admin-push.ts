import { Router } from 'express';
import { pushListQuerySchema, sendPushMessageSchema, type SendPushMessageInput } from '@settle/contract/push';
import { listPushMessages, sendPushMessage } from '../../modules/push/push-messages.js';
import { caller } from '../middleware/authenticate.js';
import { validateBody, validatedQuery, validateQuery } from '../middleware/validate.js';

/** /admin/push: send a push message to all or chosen members, and its history. */
export function adminPushRoutes(): Router {
  const router = Router();
  router.get('/message', validateQuery(pushListQuerySchema), async (_req, res) => {
    res.json({ data: await listPushMessages(validatedQuery(res, pushListQuerySchema)) });
  });
  router.post('/message', validateBody(sendPushMessageSchema), async (req, res) => {
    const body = req.body as SendPushMessageInput;
    res.status(201).json({ data: await sendPushMessage({ ...body, createdBy: caller(req).uid }) });
  });
  return router;
}
