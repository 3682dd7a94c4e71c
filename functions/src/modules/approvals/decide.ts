import { approvalMessages, type Approval } from '@settle/contract/approvals';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { db } from '../../lib/firebase.js';
import {
  claimKey,
  fingerprintOf,
  idempotencyRef,
  markAppliedIn,
  releaseUnlessApplied,
  storeAnswer,
  type MarkApplied,
} from '../../lib/idempotency.js';
import { logger } from '../../lib/logger.js';
import type { SettlementDispatcher } from '../settlement/dispatcher.js';
import {
  approvalRef,
  effectiveStatus,
  toApprovalDto,
  type ApprovalPerson,
  type ApprovalRecord,
} from './approval-record.js';
import { runOperation, type OperationAnswer } from './run-operation.js';

/**
 * Approve, reject and withdraw (PRODUCT.md Trust and compliance, four eyes).
 *
 * Exactly once: approving claims the request in a transaction (pending → approved, with who and
 * when); the run then claims an idempotency key derived from the request id (lib/idempotency.ts)
 * and hands the use-case a `markApplied` that marks the key applied AND the request executed in
 * the transaction that moves the money, so "the money moved" and "the request ran" commit
 * together. A second approve (at the same moment, or a retry after a crash) finds the request
 * approved and goes through the same key: it gets the stored answer, or the request as it is
 * while the first still runs, or runs it itself when the first died before the money moved.
 */

type Refusal = { refused: AppError };

/** Reads the request in a transaction, or 404. */
async function readIn(tx: Transaction, id: string): Promise<ApprovalRecord> {
  const snap = await tx.get(approvalRef(id));
  if (!snap.exists) throw new AppError('not-found', approvalMessages.notFound);
  return snap.data() as ApprovalRecord;
}

/**
 * A pending request's time ran out: marked expired in the caller's transaction, and refused
 * after it commits (a transaction that throws writes nothing).
 */
function expireIfDue(tx: Transaction, id: string, record: ApprovalRecord, now: Timestamp): Refusal | null {
  if (effectiveStatus(record, now.toMillis()) !== 'expired') return null;
  if (record.status === 'pending') tx.update(approvalRef(id), { status: 'expired' });
  return { refused: new AppError('conflict', approvalMessages.expired) };
}

function refuseUnlessPending(record: ApprovalRecord): void {
  if (record.status !== 'pending') throw new AppError('conflict', approvalMessages.decided);
}

export async function approveRequest(
  id: string,
  approver: ApprovalPerson,
  dispatcher: SettlementDispatcher,
): Promise<Approval> {
  const ref = approvalRef(id);
  const claimed = await db().runTransaction(async (tx): Promise<Refusal | { record: ApprovalRecord }> => {
    const record = await readIn(tx, id);
    if (record.requestedBy.uid === approver.uid) throw new AppError('forbidden', approvalMessages.ownApprove);
    if (record.status === 'pending') {
      const now = Timestamp.now();
      const expired = expireIfDue(tx, id, record, now);
      if (expired) return expired;
      const decided = { status: 'approved' as const, decidedBy: approver, decidedAt: now };
      tx.update(ref, decided);
      return { record: { ...record, ...decided } };
    }
    if (record.status === 'approved' || record.status === 'executed' || record.status === 'failed') {
      return { record };
    }
    if (record.status === 'expired') throw new AppError('conflict', approvalMessages.expired);
    throw new AppError('conflict', approvalMessages.decided);
  });
  if ('refused' in claimed) throw claimed.refused;
  const { record } = claimed;
  if (record.result) return toApprovalDto(id, record);
  logger.info('approvals.approved', { approvalId: id, kind: record.kind, approverId: approver.uid });
  return run(id, record, dispatcher);
}

/** The run of an approved request, at most once however often it is approved (see above). */
async function run(id: string, record: ApprovalRecord, dispatcher: SettlementDispatcher): Promise<Approval> {
  const ref = approvalRef(id);
  const key = idempotencyRef('approval', id);
  const claim = await claimKey(key, record.requestedBy.uid, fingerprintOf([record.kind, record.operation]));
  switch (claim.kind) {
    case 'replay':
      // The first run stored its answer; copy it onto the request if a crash came in between.
      return finish(id, record, answerOf(claim.status, claim.body));
    case 'in-flight':
    case 'applied-without-answer':
    case 'reused':
      // Still running elsewhere, or it ran and died before answering: never run it again.
      return toApprovalDto(id, ((await ref.get()).data() as ApprovalRecord | undefined) ?? record);
    case 'claimed':
      // The money moved (markApplied marked the request executed) but its key is gone (keys are
      // kept a day): a late retry after a crash must not run it again.
      if (record.status === 'executed') return toApprovalDto(id, record);
      break;
  }
  const markApplied: MarkApplied = (tx) => {
    markAppliedIn(key)(tx);
    tx.update(ref, { status: 'executed' });
  };
  let answer: ApprovalRecord['result'];
  try {
    const done: OperationAnswer = await runOperation(
      record.operation,
      record.requestedBy.uid,
      markApplied,
      dispatcher,
    );
    answer = { status: done.status, message: null, body: done.body };
  } catch (error) {
    if (!(error instanceof AppError)) {
      // Unexpected: the request stays approved; a retry runs it unless the money moved.
      await releaseUnlessApplied(key);
      throw error;
    }
    // Refused when it ran (the batch went stale, the balance would go negative …): final.
    answer = {
      status: error.status,
      message: error.message,
      body: { message: error.message, code: error.code },
    };
  }
  await storeAnswer(key, answer.status, answer);
  return finish(id, record, answer);
}

function answerOf(status: number, body: unknown): NonNullable<ApprovalRecord['result']> {
  const stored = body as ApprovalRecord['result'];
  return stored ?? { status, message: null, body: null };
}

async function finish(
  id: string,
  record: ApprovalRecord,
  result: NonNullable<ApprovalRecord['result']>,
): Promise<Approval> {
  const plain = JSON.parse(JSON.stringify(result)) as NonNullable<ApprovalRecord['result']>;
  const status = result.message === null ? ('executed' as const) : ('failed' as const);
  await approvalRef(id).update({ status, result: plain });
  logger.info('approvals.ran', { approvalId: id, kind: record.kind, status, httpStatus: result.status });
  return toApprovalDto(id, { ...record, status, result: plain });
}

/** Reject: another admin, with a reason, while the request is pending. */
export async function rejectRequest(id: string, decider: ApprovalPerson, reason: string): Promise<Approval> {
  const ref = approvalRef(id);
  const outcome = await db().runTransaction(async (tx): Promise<Refusal | { record: ApprovalRecord }> => {
    const record = await readIn(tx, id);
    if (record.requestedBy.uid === decider.uid) throw new AppError('forbidden', approvalMessages.ownReject);
    const now = Timestamp.now();
    const expired = expireIfDue(tx, id, record, now);
    if (expired) return expired;
    refuseUnlessPending(record);
    const decided = {
      status: 'rejected' as const,
      decidedBy: decider,
      decidedAt: now,
      decisionReason: reason,
    };
    tx.update(ref, decided);
    return { record: { ...record, ...decided } };
  });
  if ('refused' in outcome) throw outcome.refused;
  logger.info('approvals.rejected', { approvalId: id, kind: outcome.record.kind, deciderId: decider.uid });
  return toApprovalDto(id, outcome.record);
}

/** Withdraw: the requester only, while the request is pending. */
export async function withdrawRequest(id: string, requester: ApprovalPerson): Promise<Approval> {
  const ref = approvalRef(id);
  const outcome = await db().runTransaction(async (tx): Promise<Refusal | { record: ApprovalRecord }> => {
    const record = await readIn(tx, id);
    if (record.requestedBy.uid !== requester.uid)
      throw new AppError('forbidden', approvalMessages.withdrawNotRequester);
    const now = Timestamp.now();
    const expired = expireIfDue(tx, id, record, now);
    if (expired) return expired;
    refuseUnlessPending(record);
    const decided = { status: 'withdrawn' as const, decidedBy: requester, decidedAt: now };
    tx.update(ref, decided);
    return { record: { ...record, ...decided } };
  });
  if ('refused' in outcome) throw outcome.refused;
  logger.info('approvals.withdrawn', { approvalId: id, kind: outcome.record.kind });
  return toApprovalDto(id, outcome.record);
}
