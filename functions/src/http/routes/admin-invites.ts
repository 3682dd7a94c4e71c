import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import { createInviteCodeSchema, type CreateInviteCodeInput } from '@settle/contract/invites';
import { createInviteCode, deleteInviteCode, listInviteCodes } from '../../modules/invites/invite-codes.js';
import { caller } from '../middleware/authenticate.js';
import { checkIdParam, validateBody } from '../middleware/validate.js';

/** /admin/users/inviteCode: invite codes (mounted behind requireAdmin). */
export function adminInviteRoutes(): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.inviteCodeNotFound));
  router.post('/', validateBody(createInviteCodeSchema), async (req, res) => {
    res
      .status(201)
      .json({ data: await createInviteCode(req.body as CreateInviteCodeInput, caller(req).uid) });
  });
  router.get('/', async (_req, res) => {
    res.json({ data: await listInviteCodes() });
  });
  router.delete('/:id', async (req, res) => {
    const id = req.params['id'] ?? '';
    await deleteInviteCode(id.toUpperCase(), caller(req).uid);
    res.json({ data: { id: id.toUpperCase() } });
  });
  return router;
}
