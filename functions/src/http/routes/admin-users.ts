import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import {
  adminUpdateUserSchema,
  adminUserListQuerySchema,
  type AdminUpdateUserInput,
} from '@settle/contract/admin-users';
import { activateUser, deactivateUser } from '../../modules/users/account-status.js';
import { adminUpdateUser, getAdminUser, listUsers } from '../../modules/users/admin-users.js';
import { caller } from '../middleware/authenticate.js';
import { checkIdParam, validateBody, validatedQuery, validateQuery } from '../middleware/validate.js';

/** /admin/users: member management (mounted behind requireAdmin, after /users/inviteCode). */
export function adminUserRoutes(): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.userNotFound));
  router.get('/', validateQuery(adminUserListQuerySchema), async (_req, res) => {
    res.json({ data: await listUsers(validatedQuery(res, adminUserListQuerySchema)) });
  });
  router.patch('/:id', validateBody(adminUpdateUserSchema), async (req, res) => {
    res.json({ data: await adminUpdateUser(req.params['id'] ?? '', req.body as AdminUpdateUserInput) });
  });
  router.patch('/:id/activate', async (req, res) => {
    const id = req.params['id'] ?? '';
    await activateUser(id, caller(req).uid);
    res.json({ data: await getAdminUser(id) });
  });
  // Deleting a member deactivates them; their data stays (PRODUCT.md Lifecycle 3).
  router.delete('/:id', async (req, res) => {
    const id = req.params['id'] ?? '';
    await deactivateUser(id, caller(req).uid);
    res.json({ data: await getAdminUser(id) });
  });
  return router;
}
