import { Router } from 'express';
import { memberDashboard } from '../../modules/dashboard/member-dashboard.js';
import { getCurrentExchangeRate } from '../../modules/rates/rate-settings.js';
import { caller } from '../middleware/authenticate.js';
import { requireActiveMember } from '../middleware/member-gate.js';

/** /main/*: data every signed-in screen needs. */
export function mainRoutes(): Router {
  const router = Router();
  router.get('/exchangeRate', async (_req, res) => {
    res.json({ data: await getCurrentExchangeRate() });
  });
  router.get('/dashboardData', requireActiveMember, async (req, res) => {
    res.json({ data: await memberDashboard(caller(req).uid) });
  });
  return router;
}
