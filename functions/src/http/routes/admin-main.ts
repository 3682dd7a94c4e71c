import { Router } from 'express';
import {
  setExchangeRateSchema,
  setFeeRateSchema,
  type SetExchangeRateInput,
  type SetFeeRateInput,
} from '@settle/contract/rates';
import { setAssetUnitSchema, type SetAssetUnitInput } from '@settle/contract/asset-unit';
import { adminDashboard } from '../../modules/dashboard/admin-dashboard.js';
import { getAssetUnitWithHistory, setAssetUnit } from '../../modules/rates/asset-unit.js';
import { getRateWithHistory } from '../../modules/rates/rate-settings.js';
import { caller } from '../middleware/authenticate.js';
import { named, noted } from '../middleware/access-record.js';
import { idempotent } from '../middleware/idempotency.js';
import { validateBody } from '../middleware/validate.js';
import { sendApprovalRequest } from '../send-approval-request.js';

/**
 * /admin/main: the operators' dashboard and the two rates with their history. A rate change is
 * an approval request (four eyes, modules/approvals): 202 with the request; it runs, and makes a
 * prepared batch stale, when another admin approves. The asset unit is a label, not money: one
 * admin sets it (200), and the access record and its own history keep who and when.
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
  router.get('/assetUnit', named('assetUnit.view'), async (_req, res) => {
    res.json({ data: await getAssetUnitWithHistory() });
  });
  router.post('/assetUnit', named('assetUnit.update'), validateBody(setAssetUnitSchema), async (req, res) => {
    const { unit } = req.body as SetAssetUnitInput;
    noted(req, { unit });
    res.json({ data: await setAssetUnit(unit, caller(req).uid) });
  });
  return router;
}
