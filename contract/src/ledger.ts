import { z } from 'zod/mini';
import { docIdSchema, memoSchema, signedAssetAmountSchema } from './amounts.js';
import { approvalReasonSchema } from './approval-reason.js';

/**
 * 처리 내역 (PRODUCT.md Lifecycle 5): the member-visible ledger. Every change of `assets` is one
 * immutable entry; corrections are reversing entries, never edits of an amount.
 */
export const ledgerEntryTypes = ['transaction', 'settlement', 'adjustment', 'reversal'] as const;
export const ledgerEntryTypeSchema = z.enum(ledgerEntryTypes);
export type LedgerEntryType = z.infer<typeof ledgerEntryTypeSchema>;

/** The operator's words: precise about how a correction is booked. */
export const ledgerEntryTypeLabels: Record<LedgerEntryType, string> = {
  transaction: '거래 입금',
  settlement: '정산 출금',
  adjustment: '관리자 조정',
  reversal: '취소(역분개)',
};

/**
 * The member's words (issue 17): "역분개" is bookkeeping jargon. A reversal may undo a credit, a
 * payout or an adjustment, so it is plainly 취소 — the entry it undoes shows 취소됨 beside it.
 */
export const memberLedgerEntryTypeLabels: Record<LedgerEntryType, string> = {
  ...ledgerEntryTypeLabels,
  reversal: '취소',
};

/** The settlement details of a `settlement` entry (what was paid, at which rates, where to). */
export const settlementDetailSchema = z.object({
  batchId: z.string(),
  gross: z.number().check(z.int()),
  fee: z.number().check(z.int()),
  net: z.number().check(z.int()),
  /** KRW per asset used. */
  rate: z.number(),
  /** Fee percentage used. */
  feeRate: z.number(),
  bank: z.string(),
  account: z.string(),
});
export type SettlementDetail = z.infer<typeof settlementDetailSchema>;

export const processingRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  type: ledgerEntryTypeSchema,
  /** Signed assets: + credit, − debit. */
  amount: z.number(),
  /** The member's assets right after this entry. */
  balanceAfter: z.number(),
  memo: z.string(),
  /** Who caused it: an admin's uid, the member's, or 'system'. */
  actorId: z.string(),
  createdAt: z.string(),
  transactionId: z.nullable(z.string()),
  /** For a reversal: the entry it reverses. */
  reversalOf: z.nullable(z.string()),
  /** For a reversed entry: the reversing entry. */
  reversedBy: z.nullable(z.string()),
  settlement: z.nullable(settlementDetailSchema),
});
export type ProcessingRecord = z.infer<typeof processingRecordSchema>;

/** POST /admin/processingRecords: an adjustment, + or −, always with a memo. */
export const adjustmentSchema = z.strictObject({
  userId: docIdSchema,
  amount: signedAssetAmountSchema,
  memo: memoSchema.check(z.minLength(1, '조정 사유를 메모로 남겨 주세요.')),
  /** 사유 of the approval request (approvals.ts); the memo when left out. Never run. */
  reason: z.optional(approvalReasonSchema),
});
export type AdjustmentInput = z.output<typeof adjustmentSchema>;

/** DELETE /admin/processingRecords: reverse each entry named (results per entry). */
export const reverseRecordsSchema = z.strictObject({
  ids: z.array(docIdSchema).check(z.minLength(1, '취소할 내역을 선택해 주세요.'), z.maxLength(100)),
  memo: z._default(memoSchema, ''),
  /** 사유 of the approval request (approvals.ts); the memo when left out. Never run. */
  reason: z.optional(approvalReasonSchema),
});
export type ReverseRecordsInput = z.output<typeof reverseRecordsSchema>;

export const reverseResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      ok: z.boolean(),
      /** Korean reason when refused. */
      message: z.nullable(z.string()),
      reversal: z.nullable(processingRecordSchema),
    }),
  ),
});
export type ReverseResult = z.infer<typeof reverseResultSchema>;

/** PATCH /admin/processingRecords/{id}: the memo only. */
export const updateRecordMemoSchema = z.strictObject({ memo: memoSchema });
