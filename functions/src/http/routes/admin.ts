import { Router } from 'express';
import { requireAdmin } from '../middleware/authenticate.js';
import { adminInviteRoutes } from './admin-invites.js';

/**
 * /admin/*: everything here is for the `admin` role only (spec §6: admin calls are under the
 * /admin prefix). Feature routers are mounted below as they land.
 */
export function adminRoutes(): Router {
  const router = Router();
  router.use(requireAdmin);
  router.use('/users/inviteCode', adminInviteRoutes());
  return router;
}
