import { z } from 'zod/mini';
import { exchangeRateValueSchema, feeRateValueSchema } from './amounts.js';
import { approvalReasonSchema } from './approval-reason.js';

/** GET /main/exchangeRate → data. `value` is KRW per 1 asset, at most 2 decimals. */
export const exchangeRateSchema = z.object({
  value: z.number().check(z.gte(0)),
  updatedAt: z.string(),
  /** The asset unit the rate is per (asset-unit.ts): members get it with the rate. */
  assetUnit: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

/** GET /admin/main/settlementFeeRate → data. `value` is a percentage, at most 2 decimals. */
export const feeRateSchema = z.object({
  value: z.number().check(z.gte(0), z.lte(100)),
  updatedAt: z.string(),
});
export type FeeRate = z.infer<typeof feeRateSchema>;

/** One change of a rate, for the admins' history (PRODUCT.md Money: value, who, when). */
export const rateChangeSchema = z.object({
  id: z.string(),
  value: z.number(),
  updatedBy: z.string(),
  /** The operator's e-mail when known, else their uid. */
  updatedByName: z.string(),
  updatedAt: z.string(),
});
export type RateChange = z.infer<typeof rateChangeSchema>;

/** A rate with its recent history (admin GETs). */
export const rateWithHistorySchema = z.object({
  current: z.nullable(z.object({ value: z.number(), updatedAt: z.string() })),
  history: z.array(rateChangeSchema),
});
export type RateWithHistory = z.infer<typeof rateWithHistorySchema>;

/** POST /admin/main/exchangeRate: `{ value }` in KRW per asset → hundredths. */
export const setExchangeRateSchema = z.strictObject({
  value: exchangeRateValueSchema,
  /** 사유 of the approval request (approvals.ts). Never run. */
  reason: z.optional(approvalReasonSchema),
});
export type SetExchangeRateInput = z.output<typeof setExchangeRateSchema>;

/** POST /admin/main/settlementFeeRate: `{ value }` in percent → basis points. */
export const setFeeRateSchema = z.strictObject({
  value: feeRateValueSchema,
  /** 사유 of the approval request (approvals.ts). Never run. */
  reason: z.optional(approvalReasonSchema),
});
export type SetFeeRateInput = z.output<typeof setFeeRateSchema>;
