import { Router } from 'express';
import {
  setExchangeRateSchema,
  setFeeRateSchema,
  type SetExchangeRateInput,
  type SetFeeRateInput,
} from '@settle/contract/rates';
import { adminDashboard } from '../../modules/dashboard/admin-dashboard.js';
import { getRateWithHistory } from '../../modules/rates/rate-settings.js';
import { named } from '../middleware/access-record.js';
import { idempotent } from '../middleware/idempotency.js';
import { validateBody } from '../middleware/validate.js';
import { sendApprovalRequest } from '../send-approval-request.js';

/**
 * /admin/main: the operators' dashboard and the two rates with their history. A rate change is
 * an approval request (four eyes, modules/approvals): 202 with the request; it runs, and makes a
 * prepared batch stale, when another admin approves.
 */
export function adminMainRoutes(): Router {
  const router = Router();
  router.get('/', named('dashboard.view'), async (_req, res) => {
    res.json({ data: await adminDashboard() });
  });
  router.get('/exchangeRate', named('rates.view'), async (_req, res) => {
    res.json({ data: await getRateWithHistory('exchangeRate') });
  });
  router.post(
    '/exchangeRate',
    named('rates.exchange.update'),
    validateBody(setExchangeRateSchema),
    idempotent,
    async (req, res) => {
      const { value, reason } = req.body as SetExchangeRateInput;
      await sendApprovalRequest(req, res, { kind: 'rates.exchange', valueInt: value }, reason ?? '');
    },
  );
  router.get('/settlementFeeRate', named('rates.view'), async (_req, res) => {
    res.json({ data: await getRateWithHistory('feeRate') });
  });
  router.post(
    '/settlementFeeRate',
    named('rates.fee.update'),
    validateBody(setFeeRateSchema),
    idempotent,
    async (req, res) => {
      const { value, reason } = req.body as SetFeeRateInput;
      await sendApprovalRequest(req, res, { kind: 'rates.fee', valueInt: value }, reason ?? '');
    },
  );
  return router;
}
