/**
 * The member's own lists with a period and its totals: GET /transactions and GET
 * /processingRecords (which the 정산 list reads with type=settlement). Apart from
 * transactions.ts and ledger.ts because only those list screens and the server need them,
 * not the first route's screens that import those modules for their labels.
 */
import { z } from 'zod/mini';
import { seoulDateSchema } from './amounts.js';
import { ledgerEntryTypeSchema, processingRecordSchema } from './ledger.js';
import { pageSchema, pagingFields } from './paging.js';
import { transactionSchema, transactionStatusSchema } from './transactions.js';

/**
 * 기간 of a member's list: Asia/Seoul calendar days, both ends included, either end open
 * (PRODUCT.md Korean conventions). Checked with `periodInOrder`.
 */
export const periodFields = {
  from: z.optional(seoulDateSchema),
  to: z.optional(seoulDateSchema),
};

/** The same sentence as the admin lists' (adminTransactionListQuerySchema). */
export const PERIOD_ORDER_MESSAGE = '시작일은 종료일보다 늦을 수 없습니다.';

/** The check of a query with `periodFields`: a start after the end is a 400 naming `from`. */
export const periodInOrder = () =>
  z.refine<{ from?: string | undefined; to?: string | undefined }>(
    (q) => !q.from || !q.to || q.from <= q.to,
    {
      message: PERIOD_ORDER_MESSAGE,
      path: ['from'],
    },
  );

/** GET /transactions: the member's own, newest first, registered within the period (Seoul days). */
export const transactionListQuerySchema = z
  .strictObject({
    status: z.optional(transactionStatusSchema),
    ...periodFields,
    ...pagingFields,
  })
  .check(periodInOrder());
export type TransactionListQuery = z.output<typeof transactionListQuerySchema>;

const countAndAmount = z.object({
  count: z.number().check(z.int()),
  /** Assets, at most 2 decimals (summed on hundredths). */
  amount: z.number(),
});

/**
 * The totals of the whole filtered set of GET /transactions (every page, not only the one
 * sent): how many, and per status how many and how much. A status the filter leaves out is 0.
 */
export const transactionTotalsSchema = z.object({
  count: z.number().check(z.int()),
  byStatus: z.object({
    pending: countAndAmount,
    success: countAndAmount,
    canceled: countAndAmount,
    deleted: countAndAmount,
  }),
});
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;

/** The answer of GET /transactions: one page and the totals of the period. */
export const transactionListSchema = z.extend(pageSchema(transactionSchema), {
  totals: transactionTotalsSchema,
});
export type TransactionList = z.infer<typeof transactionListSchema>;

/** GET /processingRecords: the member's own, of one type, within the period (Seoul days). */
export const processingRecordListQuerySchema = z
  .strictObject({
    type: z.optional(ledgerEntryTypeSchema),
    ...periodFields,
    ...pagingFields,
  })
  .check(periodInOrder());
export type ProcessingRecordListQuery = z.output<typeof processingRecordListQuerySchema>;

/**
 * The totals of the whole filtered set of GET /processingRecords (every page): what came in
 * (+ entries) and went out (− entries, a negative sum), in assets. With type=settlement also
 * the settlements that stand (a reversed one paid nothing in the end) and the won they paid.
 */
export const ledgerTotalsSchema = z.object({
  credit: z.number(),
  debit: z.number(),
  settlement: z.nullable(
    z.object({
      count: z.number().check(z.int()),
      net: z.number().check(z.int()),
    }),
  ),
});
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;

/** The answer of GET /processingRecords: one page and the totals of the period. */
export const processingRecordListSchema = z.extend(pageSchema(processingRecordSchema), {
  totals: ledgerTotalsSchema,
});
export type ProcessingRecordList = z.infer<typeof processingRecordListSchema>;
