import { z } from 'zod';
import { assetAmountSchema, docIdSchema, memoSchema, seoulDateSchema } from './amounts.js';
import { pagingFields, sortOrderSchema } from './paging.js';

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
  processedAt: z.string().nullable(),
  processedBy: z.string().nullable(),
  /** The ledger entry of the credit, once processed. */
  processingRecordId: z.string().nullable(),
  canceledAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  deleteReason: z.string().nullable(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** POST /transactions: a member registers a payment they received. */
export const createTransactionSchema = z
  .object({ amount: assetAmountSchema, memo: memoSchema.default('') })
  .strict();
export type CreateTransactionInput = z.output<typeof createTransactionSchema>;

/** POST /admin/transactions: an admin registers one for a member. */
export const adminCreateTransactionSchema = z
  .object({ userId: docIdSchema, amount: assetAmountSchema, memo: memoSchema.default('') })
  .strict();
export type AdminCreateTransactionInput = z.output<typeof adminCreateTransactionSchema>;

/** PATCH /transactions/{id} (spec §4: a member cancels by setting status to canceled). */
export const cancelTransactionSchema = z.object({ status: z.literal('canceled') }).strict();

/** PATCH /admin/transactions/{id}: process (credit the member). */
export const processTransactionSchema = z.object({ status: z.literal('success') }).strict();

/** DELETE /admin/transactions/{id}: reject a pending one, with a reason the member sees. */
export const rejectTransactionSchema = z
  .object({ reason: z.string().trim().min(1, '반려 사유를 입력해 주세요.').max(200) })
  .strict();
export type RejectTransactionInput = z.output<typeof rejectTransactionSchema>;

/** GET /transactions: the member's own, newest first. */
export const transactionListQuerySchema = z
  .object({ status: transactionStatusSchema.optional(), ...pagingFields })
  .strict();
export type TransactionListQuery = z.output<typeof transactionListQuerySchema>;

/**
 * GET /admin/transactions: server-side filters (status, member, a date range in Asia/Seoul on
 * `createdAt`, or `processedAt` when sorting processed ones), sorting and paging.
 * `format=csv` answers the whole filtered set as CSV instead of a page.
 */
export const adminTransactionListQuerySchema = z
  .object({
    status: transactionStatusSchema.optional(),
    userId: docIdSchema.optional(),
    from: seoulDateSchema.optional(),
    to: seoulDateSchema.optional(),
    sort: z.enum(['createdAt', 'processedAt', 'amount']).default('createdAt'),
    order: sortOrderSchema.default('desc'),
    format: z.enum(['json', 'csv']).default('json'),
    ...pagingFields,
  })
  .strict()
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: '시작일은 종료일보다 늦을 수 없습니다.',
    path: ['from'],
  })
  .refine((q) => q.sort !== 'processedAt' || q.status === 'success', {
    message: '처리일 정렬은 처리 완료 거래에서만 쓸 수 있습니다.',
    path: ['sort'],
  });
export type AdminTransactionListQuery = z.output<typeof adminTransactionListQuerySchema>;
