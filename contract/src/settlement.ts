import { z } from 'zod/mini';
import { approvalReasonSchema } from './approval-reason.js';
import { docIdSchema } from './amounts.js';

/**
 * 정산 (PRODUCT.md Lifecycle 6). `prepare` snapshots the rates and builds one batch of lines;
 * `execute` settles every payable line exactly once, in chunks, resumable.
 *
 * Batch: prepared → executing → completed; a prepared batch becomes `stale` when a rate changes
 * and `discarded` when a newer one is prepared. Only one batch is prepared or executing at a time.
 */
export const settlementBatchStatuses = ['prepared', 'executing', 'completed', 'stale', 'discarded'] as const;
export const settlementBatchStatusSchema = z.enum(settlementBatchStatuses);
export type SettlementBatchStatus = z.infer<typeof settlementBatchStatusSchema>;

export const settlementBatchStatusLabels: Record<SettlementBatchStatus, string> = {
  prepared: '검토 대기',
  executing: '정산 중',
  completed: '정산 완료',
  stale: '만료(환율 변경)',
  discarded: '폐기',
};

/**
 * pending: to be settled · settled · skipped at prepare (e.g. 계좌 미등록) · failed at execute ·
 * held (보류) at prepare because the payout account changed within 24 hours, until an admin
 * releases it (then pending) while the batch is still prepared; a held line is not paid.
 */
export const settlementLineStatuses = ['pending', 'settled', 'skipped', 'failed', 'held'] as const;
export const settlementLineStatusSchema = z.enum(settlementLineStatuses);
export type SettlementLineStatus = z.infer<typeof settlementLineStatusSchema>;

export const settlementLineStatusLabels: Record<SettlementLineStatus, string> = {
  pending: '대기',
  settled: '완료',
  skipped: '제외',
  failed: '실패',
  held: '보류',
};

export const settlementTotalsSchema = z.object({
  /** Lines to pay (skipped ones excluded). */
  payableLines: z.number().check(z.int()),
  skippedLines: z.number().check(z.int()),
  /** Lines held (보류) and not released: not payable, not in the amounts. */
  heldLines: z.number().check(z.int()),
  /** Assets, 2 decimals. */
  amount: z.number(),
  gross: z.number().check(z.int()),
  fee: z.number().check(z.int()),
  net: z.number().check(z.int()),
});
export type SettlementTotals = z.infer<typeof settlementTotalsSchema>;

export const settlementProgressSchema = z.object({
  pending: z.number().check(z.int()),
  settled: z.number().check(z.int()),
  failed: z.number().check(z.int()),
  /** Won actually paid so far. */
  settledNet: z.number().check(z.int()),
  /**
   * The fee (won) of the lines settled so far: what the operator actually earned, which a
   * failed line leaves out. Null only in 정산 내역 for a batch completed before it was kept;
   * that batch's own routes count it from its lines.
   */
  settledFee: z.nullable(z.number().check(z.int())),
});
export type SettlementProgress = z.infer<typeof settlementProgressSchema>;

export const settlementBatchSchema = z.object({
  id: z.string(),
  status: settlementBatchStatusSchema,
  /** KRW per asset snapshot. */
  rate: z.number(),
  /** Fee percentage snapshot. */
  feeRate: z.number(),
  preparedAt: z.string(),
  preparedBy: z.string(),
  executionStartedAt: z.nullable(z.string()),
  executedBy: z.nullable(z.string()),
  completedAt: z.nullable(z.string()),
  totals: settlementTotalsSchema,
  progress: settlementProgressSchema,
});
export type SettlementBatch = z.infer<typeof settlementBatchSchema>;

export const settlementLineSchema = z.object({
  userId: z.string(),
  userName: z.string(),
  email: z.string(),
  bank: z.string(),
  account: z.string(),
  amount: z.number(),
  gross: z.number().check(z.int()),
  fee: z.number().check(z.int()),
  net: z.number().check(z.int()),
  status: settlementLineStatusSchema,
  /** Korean reason for skipped and failed lines. */
  reason: z.nullable(z.string()),
  settledAt: z.nullable(z.string()),
  processingRecordId: z.nullable(z.string()),
});
export type SettlementLine = z.infer<typeof settlementLineSchema>;

/** POST .../settlementAll/prepare takes no fields; POST .../execute names the batch it confirms. */
export const prepareSettlementSchema = z.strictObject({});
export const executeSettlementSchema = z.strictObject({
  batchId: docIdSchema,
  /** 사유 of the approval request (approvals.ts). Never run. */
  reason: z.optional(approvalReasonSchema),
});
export type ExecuteSettlementInput = z.output<typeof executeSettlementSchema>;

/**
 * POST .../settlementAll/lines/{userId}/release names the batch: a held (보류) line becomes
 * pending (payable, in the amounts) while that batch is still prepared. Answers the batch with
 * its new totals and the released line.
 */
export const releaseSettlementLineSchema = z.strictObject({
  batchId: docIdSchema,
  /** 사유 of the approval request (approvals.ts). Never run. */
  reason: z.optional(approvalReasonSchema),
});
export type ReleaseSettlementLineInput = z.output<typeof releaseSettlementLineSchema>;
export const releasedSettlementLineSchema = z.object({
  batch: settlementBatchSchema,
  line: settlementLineSchema,
});
export type ReleasedSettlementLine = z.infer<typeof releasedSettlementLineSchema>;
