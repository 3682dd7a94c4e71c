import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import {
  adminUpdateUserSchema,
  adminUserListQuerySchema,
  type AdminUpdateUserInput,
} from '@settle/contract/admin-users';
import { activateUser, deactivateUser } from '../../modules/users/account-status.js';
import { adminUpdateUser, getAdminUser, listUsers } from '../../modules/users/admin-users.js';
import { named, touched } from '../middleware/access-record.js';
import { caller } from '../middleware/authenticate.js';
import { checkIdParam, validateBody, validatedQuery, validateQuery } from '../middleware/validate.js';

/** /admin/users: member management (mounted behind requireAdmin, after /users/inviteCode). */
export function adminUserRoutes(): Router {
  const router = Router();
  router.param('id', checkIdParam(messages.userNotFound));
  router.get(
    '/',
    named('users.list', { csv: 'users.export' }),
    validateQuery(adminUserListQuerySchema),
    async (req, res) => {
      const page = await listUsers(validatedQuery(res, adminUserListQuerySchema));
      touched(
        req,
        page.items.map((u) => u.id),
      );
      res.json({ data: page });
    },
  );
  router.patch('/:id', named('users.update'), validateBody(adminUpdateUserSchema), async (req, res) => {
    touched(req, [req.params['id'] ?? '']);
    res.json({ data: await adminUpdateUser(req.params['id'] ?? '', req.body as AdminUpdateUserInput) });
  });
  router.patch('/:id/activate', named('users.activate'), async (req, res) => {
    const id = req.params['id'] ?? '';
    touched(req, [id]);
    await activateUser(id, caller(req).uid);
    res.json({ data: await getAdminUser(id) });
  });
  // Deleting a member deactivates them; their data stays (PRODUCT.md Lifecycle 3).
  router.delete('/:id', named('users.deactivate'), async (req, res) => {
    const id = req.params['id'] ?? '';
    touched(req, [id]);
    await deactivateUser(id, caller(req).uid);
    res.json({ data: await getAdminUser(id) });
  });
  return router;
}
