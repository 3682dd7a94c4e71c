/**
 * The operator's lists with their filters, exports and totals rows: GET /admin/transactions,
 * GET /admin/processingRecords and the settlement lines and batches. Apart from transactions.ts,
 * ledger.ts and settlement.ts (as member-lists.ts is) because only those list screens and the
 * server need them, not the member's first route, whose dashboard imports those modules for
 * their records and labels.
 */
import { z } from 'zod/mini';
import { docIdSchema, seoulDateSchema } from './amounts.js';
import { exportFields, reasonForExport } from './export-reason.js';
import { ledgerEntryTypeSchema, processingRecordSchema } from './ledger.js';
import { periodFields, periodInOrder } from './member-lists.js';
import { pageSchema, pageWithTotalsSchema, pagingFields, sortOrderSchema } from './paging.js';
import {
  settlementBatchSchema,
  settlementBatchStatusSchema,
  settlementLineSchema,
  settlementLineStatusSchema,
} from './settlement.js';
import { transactionSchema, transactionStatusSchema } from './transactions.js';

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
 * A totals row of how many entries and their sum in assets (2 decimals, summed on hundredths),
 * over the whole filtered set (every page, not only the one sent), from one count and sum
 * aggregation. Counted with the first page only, like `total`; later pages answer null.
 */
const countAndAmountSchema = z.object({
  count: z.number().check(z.int()),
  amount: z.number(),
});

/** The totals row of GET /admin/transactions: how many, and their amounts summed. */
export const transactionListTotalsSchema = countAndAmountSchema;
export type TransactionListTotals = z.infer<typeof transactionListTotalsSchema>;

/** The answer of GET /admin/transactions: one page and, with the first, the totals row. */
export const adminTransactionPageSchema = pageWithTotalsSchema(
  transactionSchema,
  transactionListTotalsSchema,
);
export type AdminTransactionPage = z.infer<typeof adminTransactionPageSchema>;

/** GET /admin/processingRecords (userId, type filters). */
export const adminProcessingRecordListQuerySchema = z
  .strictObject({
    type: z.optional(ledgerEntryTypeSchema),
    userId: z.optional(docIdSchema),
    /** `csv` or `xlsx`: the whole filtered ledger as a file (needs `reason`). */
    ...exportFields,
    ...pagingFields,
  })
  .check(reasonForExport());
export type AdminProcessingRecordListQuery = z.output<typeof adminProcessingRecordListQuerySchema>;

/**
 * The totals row of GET /admin/processingRecords: how many entries and their signed sum (+ in,
 * − out) over the whole filtered ledger.
 */
export const processingRecordListTotalsSchema = countAndAmountSchema;
export type ProcessingRecordListTotals = z.infer<typeof processingRecordListTotalsSchema>;

/** The answer of GET /admin/processingRecords: one page and, with the first, the totals row. */
export const adminProcessingRecordPageSchema = pageWithTotalsSchema(
  processingRecordSchema,
  processingRecordListTotalsSchema,
);
export type AdminProcessingRecordPage = z.infer<typeof adminProcessingRecordPageSchema>;

/**
 * GET /admin/processingRecords/settlementAll/lines?batchId&status&cursor&pageSize: review the
 * lines; format=csv with a reason: every line under the filter.
 */
export const settlementLineListQuerySchema = z
  .strictObject({
    batchId: docIdSchema,
    status: z.optional(settlementLineStatusSchema),
    ...exportFields,
    ...pagingFields,
  })
  .check(reasonForExport());
export type SettlementLineListQuery = z.output<typeof settlementLineListQuerySchema>;

/**
 * The totals of a batch's lines under the list's filter: how many and their assets, and the
 * sums in won of what they carry.
 */
export const settlementLineTotalsSchema = z.extend(countAndAmountSchema, {
  gross: z.number().check(z.int()),
  fee: z.number().check(z.int()),
  net: z.number().check(z.int()),
});
export type SettlementLineTotals = z.infer<typeof settlementLineTotalsSchema>;

/** The answer of GET .../settlementAll/lines: one page and, with the first, the totals row. */
export const settlementLinePageSchema = pageWithTotalsSchema(
  settlementLineSchema,
  settlementLineTotalsSchema,
);
export type SettlementLinePage = z.infer<typeof settlementLinePageSchema>;

/**
 * GET /admin/processingRecords/settlementAll/batches: 정산 내역, every batch that was prepared
 * (newest first), by status and by the Seoul days it was prepared on (both ends included).
 */
export const settlementBatchListQuerySchema = z
  .strictObject({
    status: z.optional(settlementBatchStatusSchema),
    ...periodFields,
    ...pagingFields,
  })
  .check(periodInOrder());
export type SettlementBatchListQuery = z.output<typeof settlementBatchListQuerySchema>;

export const settlementBatchPageSchema = pageSchema(settlementBatchSchema);
