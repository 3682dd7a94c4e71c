import { exportFields, reasonForExport } from './export-reason.js';
import { z } from 'zod/mini';
import { assetAmountSchema, docIdSchema, memoSchema, seoulDateSchema } from './amounts.js';
import { pageSchema, pagingFields, sortOrderSchema } from './paging.js';
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

/**
 * GET /admin/transactions: server-side filters (status, member, a date range in Asia/Seoul on
 * `createdAt`, or `processedAt` when sorting processed ones), sorting and paging.
 * `format=csv|xlsx` answers the whole filtered set as a file instead of a page.
 */
export const adminTransactionListQuerySchema = z
  .strictObject({
    status: z.optional(transactionStatusSchema),
    userId: z.optional(docIdSchema),
    from: z.optional(seoulDateSchema),
    to: z.optional(seoulDateSchema),
    sort: z._default(z.enum(['createdAt', 'processedAt', 'amount']), 'createdAt'),
    order: z._default(sortOrderSchema, 'desc'),
    ...exportFields,
    ...pagingFields,
  })
  .check(
    reasonForExport(),
    z.refine((q) => !q.from || !q.to || q.from <= q.to, {
      message: '시작일은 종료일보다 늦을 수 없습니다.',
      path: ['from'],
    }),
    z.refine((q) => q.sort !== 'processedAt' || q.status === 'success', {
      message: '처리일 정렬은 처리 완료 거래에서만 쓸 수 있습니다.',
      path: ['sort'],
    }),
  );
export type AdminTransactionListQuery = z.output<typeof adminTransactionListQuerySchema>;

/**
 * The totals row of GET /admin/transactions: how many and how much over the whole filtered set
 * (every page, not only the one sent), from one count and sum aggregation. Counted with the
 * first page only, like `total`; later pages answer null.
 */
export const transactionListTotalsSchema = z.object({
  count: z.number().check(z.int()),
  /** Assets, 2 decimals (summed on hundredths). */
  amount: z.number(),
});
export type TransactionListTotals = z.infer<typeof transactionListTotalsSchema>;

/** The answer of GET /admin/transactions: one page and, with the first, the totals row. */
export const adminTransactionPageSchema = z.extend(pageSchema(transactionSchema), {
  totals: z.nullable(transactionListTotalsSchema),
});
export type AdminTransactionPage = z.infer<typeof adminTransactionPageSchema>;
