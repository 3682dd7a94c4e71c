import { Router } from 'express';
import { messages } from '@settle/contract/messages';
import {
  adminUpdateUserSchema,
  adminUserListQuerySchema,
  rejectUserSchema,
  type AdminUpdateUserInput,
  type RejectUserInput,
} from '@settle/contract/admin-users';
import { activateUser, deactivateUser, rejectUser } from '../../modules/users/account-status.js';
import {
  adminUpdateUser,
  exportUsers,
  getAdminUser,
  getAdminUserDetail,
  listUsers,
} from '../../modules/users/admin-users.js';
import { resetSecondFactor } from '../../modules/users/second-factor-reset.js';
import { changeContext } from '../change-context.js';
import { sendExport } from '../send-export.js';
import { named, noted, touched } from '../middleware/access-record.js';
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
      const query = validatedQuery(res, adminUserListQuerySchema);
      if (query.format !== 'json') {
        // An export records its count and filter, not every id (access-record.ts).
        const { table, count } = await exportUsers(query);
        await sendExport(req, res, table, { format: query.format, count, query });
        return;
      }
      const page = await listUsers(query);
      touched(
        req,
        page.items.map((u) => u.id),
      );
      res.json({ data: page });
    },
  );
  router.get('/:id', named('users.get'), async (req, res) => {
    const id = req.params['id'] ?? '';
    touched(req, [id]);
    const { detail, decrypted } = await getAdminUserDetail(id);
    noted(req, { decrypted });
    res.json({ data: detail });
  });
  router.patch('/:id', named('users.update'), validateBody(adminUpdateUserSchema), async (req, res) => {
    const id = req.params['id'] ?? '';
    touched(req, [id]);
    res.json({ data: await adminUpdateUser(id, req.body as AdminUpdateUserInput, changeContext(req)) });
  });
  router.patch('/:id/activate', named('users.activate'), async (req, res) => {
    const id = req.params['id'] ?? '';
    touched(req, [id]);
    await activateUser(id, caller(req).uid);
    res.json({ data: await getAdminUser(id) });
  });
  // Issue 16: a pending sign-up refused with a reason the person reads on their waiting screen.
  router.post('/:id/reject', named('users.reject'), validateBody(rejectUserSchema), async (req, res) => {
    const id = req.params['id'] ?? '';
    touched(req, [id]);
    const { uid, email } = caller(req);
    await rejectUser(id, (req.body as RejectUserInput).reason, { uid, email: email ?? '' });
    res.json({ data: await getAdminUser(id) });
  });
  // Deleting a member deactivates them; their data stays (PRODUCT.md Lifecycle 3).
  router.delete('/:id', named('users.deactivate'), async (req, res) => {
    const id = req.params['id'] ?? '';
    touched(req, [id]);
    await deactivateUser(id, caller(req).uid);
    res.json({ data: await getAdminUser(id) });
  });
  // A lost second factor: another admin clears it (second-factor-reset.ts says why not oneself).
  router.post('/:id/secondFactor/reset', named('users.secondFactor.reset'), async (req, res) => {
    const id = req.params['id'] ?? '';
    touched(req, [id]);
    const reset = await resetSecondFactor(id, caller(req).uid);
    noted(req, { removedFactors: reset.removedFactors });
    res.json({ data: reset });
  });
  return router;
}
