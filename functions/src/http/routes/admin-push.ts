import { Router } from 'express';
import { pushListQuerySchema, sendPushMessageSchema, type SendPushMessageInput } from '@settle/contract/push';
import { listPushMessages, sendPushMessage } from '../../modules/push/push-messages.js';
import { named } from '../middleware/access-record.js';
import { caller } from '../middleware/authenticate.js';
import { idempotent } from '../middleware/idempotency.js';
import { validateBody, validatedQuery, validateQuery } from '../middleware/validate.js';

/** /admin/push: send a push message to all or chosen members (Idempotency-Key required), and its history. */
export function adminPushRoutes(): Router {
  const router = Router();
  router.get('/message', named('push.list'), validateQuery(pushListQuerySchema), async (_req, res) => {
    res.json({ data: await listPushMessages(validatedQuery(res, pushListQuerySchema)) });
  });
  // Sending cannot be undone, so it takes an Idempotency-Key like the money routes: a double
  // click or a retry after a lost answer never sends the message twice.
  router.post(
    '/message',
    named('push.send'),
    validateBody(sendPushMessageSchema),
    idempotent,
    async (req, res) => {
      const body = req.body as SendPushMessageInput;
      const { uid, email } = caller(req);
      const data = await sendPushMessage(
        { ...body, createdBy: uid, createdByName: email ?? uid },
        { markApplied: req.markApplied, messageId: req.idempotencyId },
      );
      res.status(201).json({ data });
    },
  );
  return router;
}
