import { approvalMessages, approvalSchema, type Approval } from '@settle/contract/approvals';

/**
 * Four eyes (issue 16): the money writes (settlement execute, adjustments, reversals, rates,
 * releasing a held line) answer 202 with an approval request that another admin approves on
 * /admin/approvals. An adjustment below the approval threshold still runs at once (201 with its
 * entry), so the answer is one or the other.
 */
export type ApprovalOr<T> = { requested: Approval } | { done: T };

/** Tells a request from a result by its shape (a request carries `operation` and `expiresAt`). */
export function isApprovalData(data: unknown): boolean {
  return typeof data === 'object' && data !== null && 'operation' in data && 'expiresAt' in data;
}

export function parseApprovalOr<T>(parse: (data: unknown) => T) {
  return (data: unknown): ApprovalOr<T> =>
    isApprovalData(data) ? { requested: approvalSchema.parse(data) } : { done: parse(data) };
}

export const parseApproval = (data: unknown): Approval => approvalSchema.parse(data);

/** The snackbar after a request: `승인 요청을 보냈습니다. 다른 운영자가 승인하면 실행됩니다.` */
export const APPROVAL_REQUESTED = approvalMessages.requested;
