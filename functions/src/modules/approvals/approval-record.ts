import type { Approval, ApprovalKind, ApprovalOperation, ApprovalStatus } from '@settle/contract/approvals';
import type { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';

/** An admin as a request names them: uid and the e-mail their token carried. */
export interface ApprovalPerson {
  uid: string;
  email: string;
}

/**
 * `approvals/{id}` (PRODUCT.md Trust and compliance, four eyes): one requested money operation.
 * Written by the API only (the rules close it to clients). `operation` is the validated body the
 * operation runs with; nothing an approver sends can change it.
 */
export interface ApprovalRecord {
  kind: ApprovalKind;
  /** As stored; a `pending` one past `expiresAt` is read as expired (effectiveStatus). */
  status: ApprovalStatus;
  operation: ApprovalOperation;
  /** The Idempotency-Key of the request that asked (null where the route takes none). */
  idempotencyKey: string | null;
  requestedBy: ApprovalPerson;
  reason: string;
  requestedAt: Timestamp;
  expiresAt: Timestamp;
  members: { uid: string; name: string }[];
  batch: { payableLines: number; netWon: number } | null;
  decidedBy: ApprovalPerson | null;
  decidedAt: Timestamp | null;
  decisionReason: string | null;
  result: { status: number; message: string | null; body: unknown } | null;
}

export const approvals = () => db().collection(collections.approvals);
export const approvalRef = (id: string) => approvals().doc(id);

/** What a reader sees: a pending request whose time ran out is expired, whether marked yet or not. */
export function effectiveStatus(record: ApprovalRecord, nowMillis: number): ApprovalStatus {
  return record.status === 'pending' && record.expiresAt.toMillis() <= nowMillis ? 'expired' : record.status;
}

export function toApprovalDto(id: string, r: ApprovalRecord, nowMillis = Date.now()): Approval {
  return {
    id,
    kind: r.kind,
    status: effectiveStatus(r, nowMillis),
    operation: r.operation,
    members: r.members,
    batch: r.batch,
    requestedBy: r.requestedBy,
    reason: r.reason,
    requestedAt: r.requestedAt.toDate().toISOString(),
    expiresAt: r.expiresAt.toDate().toISOString(),
    decidedBy: r.decidedBy,
    decidedAt: r.decidedAt ? r.decidedAt.toDate().toISOString() : null,
    decisionReason: r.decisionReason,
    result: r.result,
  };
}
