import { z } from 'zod/mini';
import { assetAmountSchema, docIdSchema, memoSchema } from './amounts.js';
import { multilineText } from './text.js';

/**
 * 거래 (PRODUCT.md Lifecycle 4): pending → success (processed by an admin: credited) ·
 * canceled (by the member, only while pending) · deleted (rejected by an admin, soft, with a reason).
 */
export const transactionStatuses = ['pending', 'success', 'canceled', 'deleted'] as const;
export const transactionStatusSchema = z.enum(transactionStatuses);
export type TransactionStatus = z.infer<typeof transactionStatusSchema>;

export const transactionStatusLabels: Record<TransactionStatus, string> = {
  pending: '처리 대기',
  success: '처리 완료',
  canceled: '취소',
  deleted: '반려',
};

export const transactionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  /** Assets, at most 2 decimals. */
  amount: z.number(),
  memo: z.string(),
  status: transactionStatusSchema,
  /** Who registered it: the member, or an admin for the member. */
  createdByRole: z.enum(['user', 'admin']),
  createdAt: z.string(),
  updatedAt: z.string(),
  processedAt: z.nullable(z.string()),
  processedBy: z.nullable(z.string()),
  /** 처리자 as operators see it (their name or e-mail): admin lists only, never sent to members. */
  processedByName: z.optional(z.nullable(z.string())),
  /** The ledger entry of the credit, once processed. */
  processingRecordId: z.nullable(z.string()),
  canceledAt: z.nullable(z.string()),
  deletedAt: z.nullable(z.string()),
  deleteReason: z.nullable(z.string()),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** POST /transactions: a member registers a payment they received. */
export const createTransactionSchema = z.strictObject({
  amount: assetAmountSchema,
  memo: z._default(memoSchema, ''),
});
export type CreateTransactionInput = z.output<typeof createTransactionSchema>;

/** POST /admin/transactions: an admin registers one for a member. */
export const adminCreateTransactionSchema = z.strictObject({
  userId: docIdSchema,
  amount: assetAmountSchema,
  memo: z._default(memoSchema, ''),
});
export type AdminCreateTransactionInput = z.output<typeof adminCreateTransactionSchema>;

/** PATCH /transactions/{id} (spec §4: a member cancels by setting status to canceled). */
export const cancelTransactionSchema = z.strictObject({ status: z.literal('canceled') });

/** PATCH /admin/transactions/{id}: process (credit the member). */
export const processTransactionSchema = z.strictObject({ status: z.literal('success') });

/** DELETE /admin/transactions/{id}: reject a pending one, with a reason the member sees. */
export const rejectTransactionSchema = z.strictObject({
  reason: multilineText({ max: 200 }).check(z.minLength(1, '반려 사유를 입력해 주세요.')),
});
export type RejectTransactionInput = z.output<typeof rejectTransactionSchema>;
