import { z } from 'zod/mini';
import { pagingFields } from './paging.js';
import { multilineText } from './text.js';

/**
 * 승인 요청 (PRODUCT.md Trust and compliance, four eyes): settlement execute, balance
 * adjustments, reversals, rate and fee changes and releasing a held payout line are requested by
 * one admin and run only when a different admin approves. A request keeps the exact operation
 * (the validated body it runs with), runs once, and expires 24 hours after it was made.
 */
export const approvalKinds = [
  'settlement.execute',
  'ledger.adjust',
  'ledger.reverse',
  'rates.exchange',
  'rates.fee',
  'settlement.release',
] as const;
export const approvalKindSchema = z.enum(approvalKinds);
export type ApprovalKind = z.infer<typeof approvalKindSchema>;

export const approvalKindLabels: Record<ApprovalKind, string> = {
  'settlement.execute': '정산 실행',
  'ledger.adjust': '자산 조정',
  'ledger.reverse': '처리 내역 취소',
  'rates.exchange': '환율 변경',
  'rates.fee': '수수료율 변경',
  'settlement.release': '정산 보류 해제',
};

/**
 * The stored status and what a reader sees:
 * - pending: waiting for a second admin (shown as `expired` once `expiresAt` has passed: expiry
 *   is judged when someone acts, no job rewrites it);
 * - approved: a second admin approved and the operation is running (or its run was cut off and
 *   the next approve resumes it);
 * - executed: the operation ran (`result` holds its answer);
 * - failed: the operation was refused when it ran (e.g. the batch went stale): `result.message`;
 * - rejected (with the rejecting admin's reason), withdrawn (by its requester), expired.
 */
export const approvalStatuses = [
  'pending',
  'approved',
  'executed',
  'failed',
  'rejected',
  'withdrawn',
  'expired',
] as const;
export const approvalStatusSchema = z.enum(approvalStatuses);
export type ApprovalStatus = z.infer<typeof approvalStatusSchema>;

export const approvalStatusLabels: Record<ApprovalStatus, string> = {
  pending: '대기',
  approved: '승인 (실행 중)',
  executed: '승인 (실행 완료)',
  failed: '승인 (실행 실패)',
  rejected: '거절',
  withdrawn: '철회',
  expired: '만료',
};

/** The operation exactly as it will run: the money route's validated body, integers already. */
export const approvalOperationSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('settlement.execute'), batchId: z.string() }),
  z.object({
    kind: z.literal('ledger.adjust'),
    userId: z.string(),
    /** Minor units (hundredths of an asset), signed. */
    amountMinor: z.number().check(z.int()),
    memo: z.string(),
  }),
  z.object({ kind: z.literal('ledger.reverse'), ids: z.array(z.string()), memo: z.string() }),
  /** Hundredths of a won per asset. */
  z.object({ kind: z.literal('rates.exchange'), valueInt: z.number().check(z.int()) }),
  /** Basis points. */
  z.object({ kind: z.literal('rates.fee'), valueInt: z.number().check(z.int()) }),
  z.object({ kind: z.literal('settlement.release'), batchId: z.string(), userId: z.string() }),
]);
export type ApprovalOperation = z.infer<typeof approvalOperationSchema>;

const personSchema = z.object({ uid: z.string(), email: z.string() });

export const approvalSchema = z.object({
  id: z.string(),
  kind: approvalKindSchema,
  /** What a reader sees (a pending request past `expiresAt` reads `expired`). */
  status: approvalStatusSchema,
  operation: approvalOperationSchema,
  /** Members the operation concerns, with their names when it was requested. */
  members: z.array(z.object({ uid: z.string(), name: z.string() })),
  /** For a settlement execute: the batch's payable lines and net won when requested. */
  batch: z.nullable(z.object({ payableLines: z.number(), netWon: z.number() })),
  requestedBy: personSchema,
  /** Why (the requester's 사유); for adjustments and reversals the memo unless given. */
  reason: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
  decidedBy: z.nullable(personSchema),
  decidedAt: z.nullable(z.string()),
  /** A rejection's reason. */
  decisionReason: z.nullable(z.string()),
  /** The run's answer: the money route's status and body, or the Korean refusal. */
  result: z.nullable(
    z.object({
      status: z.number().check(z.int()),
      message: z.nullable(z.string()),
      body: z.unknown(),
    }),
  ),
});
export type Approval = z.infer<typeof approvalSchema>;

/** GET /admin/approvals: newest first, by status. */
export const approvalListQuerySchema = z.strictObject({
  status: z.optional(approvalStatusSchema),
  ...pagingFields,
});
export type ApprovalListQuery = z.output<typeof approvalListQuerySchema>;

export { approvalReasonSchema } from './approval-reason.js';

/** POST /admin/approvals/{id}/reject. */
export const rejectApprovalSchema = z.strictObject({
  reason: multilineText({ max: 200 }).check(z.minLength(1, '거절 사유를 입력해 주세요.')),
});
export type RejectApprovalInput = z.output<typeof rejectApprovalSchema>;

/** POST /admin/approvals/{id}/approve and /withdraw take no body. */
export const emptyApprovalBodySchema = z.strictObject({});

export const approvalMessages = {
  notFound: '승인 요청을 찾을 수 없습니다.',
  ownApprove: '본인이 요청한 건은 승인할 수 없습니다. 다른 운영자의 승인이 필요합니다.',
  ownReject: '본인이 요청한 건은 거절할 수 없습니다. 필요 없으면 철회해 주세요.',
  withdrawNotRequester: '요청한 운영자만 철회할 수 있습니다.',
  expired: '요청 후 24시간이 지나 만료된 요청입니다. 다시 요청해 주세요.',
  decided: '이미 처리된 승인 요청입니다.',
  /** The money screens' snackbar when a route answers 202 with a request. */
  requested: '승인 요청을 보냈습니다. 다른 운영자가 승인하면 실행됩니다.',
  approved: '승인했습니다. 요청된 작업이 실행되었습니다.',
  running: '승인했습니다. 요청된 작업을 실행하고 있습니다.',
  rejected: '요청을 거절했습니다.',
  withdrawn: '요청을 철회했습니다.',
  /** The settlement screen's chip on a batch whose execute waits for approval. */
  pendingChip: '승인 대기',
} as const;
