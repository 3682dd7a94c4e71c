import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import { registerFcmTokenSchema, type RegisterFcmTokenInput } from '@settle/contract/push';
import { deleteFcmToken, registerFcmToken } from '../../modules/push/fcm-tokens.js';
import { caller } from '../middleware/authenticate.js';
import { checkIdParam, validateBody } from '../middleware/validate.js';

/**
 * /users/fcmToken: the caller's own push tokens. Open to pending members too, so the
 * "account activated" notice can reach them.
 */
export function fcmTokenRoutes(): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.fcmTokenNotFound));
  router.post('/', validateBody(registerFcmTokenSchema), async (req, res) => {
    const { fcmToken } = req.body as RegisterFcmTokenInput;
    res.json({ data: await registerFcmToken(caller(req).uid, fcmToken) });
  });
  router.delete('/:id', async (req, res) => {
    await deleteFcmToken(caller(req).uid, req.params['id'] ?? '');
    res.json({ data: { id: req.params['id'] } });
  });
  return router;
}
