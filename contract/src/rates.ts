import { z } from 'zod';

/** GET /main/exchangeRate → data. `value` is KRW per 1 asset, at most 2 decimals. */
export const exchangeRateSchema = z.object({
  value: z.number().nonnegative(),
  updatedAt: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;
