import { Router } from 'express';
import {
  setExchangeRateSchema,
  setFeeRateSchema,
  type SetExchangeRateInput,
  type SetFeeRateInput,
} from '@settle/contract/rates';
import { adminDashboard } from '../../modules/dashboard/admin-dashboard.js';
import {
  getRateWithHistory,
  setRate,
  toExchangeRateDto,
  toFeeRateDto,
} from '../../modules/rates/rate-settings.js';
import { named } from '../middleware/access-record.js';
import { caller } from '../middleware/authenticate.js';
import { validateBody } from '../middleware/validate.js';

/** /admin/main: the operators' dashboard and the two rates with their history. */
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
    async (req, res) => {
      const { value } = req.body as SetExchangeRateInput;
      res.json({ data: toExchangeRateDto(await setRate('exchangeRate', value, caller(req).uid)) });
    },
  );
  router.get('/settlementFeeRate', named('rates.view'), async (_req, res) => {
    res.json({ data: await getRateWithHistory('feeRate') });
  });
  router.post(
    '/settlementFeeRate',
    named('rates.fee.update'),
    validateBody(setFeeRateSchema),
    async (req, res) => {
      const { value } = req.body as SetFeeRateInput;
      res.json({ data: toFeeRateDto(await setRate('feeRate', value, caller(req).uid)) });
    },
  );
  return router;
}
