import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import {
  createInviteCodeSchema,
  inviteCodeInputSchema,
  inviteCodeListQuerySchema,
  type CreateInviteCodeInput,
} from '@settle/contract/invites';
import { AppError } from '../../lib/app-error.js';
import { createInviteCode, deleteInviteCode, listInviteCodes } from '../../modules/invites/invite-codes.js';
import { named } from '../middleware/access-record.js';
import { caller } from '../middleware/authenticate.js';
import { checkIdParam, validateBody, validatedQuery, validateQuery } from '../middleware/validate.js';

/** /admin/users/inviteCode: invite codes (mounted behind requireAdmin). */
export function adminInviteRoutes(): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.inviteCodeNotFound));
  router.post('/', named('invites.create'), validateBody(createInviteCodeSchema), async (req, res) => {
    res
      .status(201)
      .json({ data: await createInviteCode(req.body as CreateInviteCodeInput, caller(req).uid) });
  });
  router.get('/', named('invites.list'), validateQuery(inviteCodeListQuerySchema), async (_req, res) => {
    res.json({ data: await listInviteCodes(validatedQuery(res, inviteCodeListQuerySchema)) });
  });
  // The id is the code, read as a typed one is (NFKC, ASCII letters and digits, ASCII upper
  // case): 'happy234' names HAPPY234, while 'paß2345' names no code (never PASS2345).
  router.delete('/:id', named('invites.delete'), async (req, res) => {
    const parsed = inviteCodeInputSchema.safeParse(req.params['id'] ?? '');
    if (!parsed.success) throw new AppError('not-found', messages.inviteCodeNotFound);
    await deleteInviteCode(parsed.data, caller(req).uid);
    res.json({ data: { id: parsed.data } });
  });
  return router;
}
