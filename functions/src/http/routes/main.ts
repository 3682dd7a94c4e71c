import { Router } from 'express';
import { getCurrentExchangeRate } from '../../modules/rates/exchange-rate.js';

/** /main/*: data every signed-in screen needs. */
export function mainRoutes(): Router {
  const router = Router();
  router.get('/exchangeRate', async (_req, res) => {
    res.json({ data: await getCurrentExchangeRate() });
  });
  return router;
}
