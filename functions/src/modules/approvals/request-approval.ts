import { approvalKindLabels, type Approval, type ApprovalOperation } from '@settle/contract/approvals';
import { complianceMessages } from '@settle/contract/compliance-messages';
import { messages } from '@settle/contract/messages';
import { notices } from '@settle/contract/notices';
import { Timestamp } from 'firebase-admin/firestore';
import { APPROVAL_TTL_MS } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import type { MarkApplied } from '../../lib/idempotency.js';
import { logger } from '../../lib/logger.js';
import type { LedgerRecord } from '../ledger/ledger-record.js';
import { notifyAdmins } from '../push/push-messages.js';
import {
  batchRef,
  linesOf,
  pointerRef,
  type BatchRecord,
  type LineRecord,
  type SettlementPointer,
} from '../settlement/batch-record.js';
import { userRef } from '../users/user-store.js';
import type { UserRecord } from '../users/user-record.js';
import { approvals, toApprovalDto, type ApprovalPerson, type ApprovalRecord } from './approval-record.js';

export interface ApprovalRequest {
  operation: ApprovalOperation;
  requester: ApprovalPerson;
  reason: string;
  /** The asking request's Idempotency-Key (null where the route takes none). */
  idempotencyKey: string | null;
  /** From the `idempotent` middleware: a retry of the same request answers the same request. */
  markApplied?: MarkApplied | undefined;
}

/**
 * A money route's request (instead of acting): checks what can be checked now, so an operation
 * that cannot run is refused in Korean at once and nothing is stored (the run checks again,
 * since things change while it waits); stores the operation with who asked, why, and when it
 * expires; then tells every other admin (inbox and push).
 */
export async function requestApproval(request: ApprovalRequest): Promise<Approval> {
  const { members, batch } = await describe(request.operation);
  const ref = approvals().doc();
  const now = Timestamp.now();
  const record: ApprovalRecord = {
    kind: request.operation.kind,
    status: 'pending',
    operation: request.operation,
    idempotencyKey: request.idempotencyKey,
    requestedBy: request.requester,
    reason: request.reason,
    requestedAt: now,
    expiresAt: Timestamp.fromMillis(now.toMillis() + APPROVAL_TTL_MS),
    members,
    batch,
    decidedBy: null,
    decidedAt: null,
    decisionReason: null,
    result: null,
  };
  await db().runTransaction(async (tx) => {
    tx.create(ref, record);
    request.markApplied?.(tx);
  });
  logger.info('approvals.requested', {
    approvalId: ref.id,
    kind: record.kind,
    requesterId: request.requester.uid,
  });
  await notifyAdmins(notices.approvalRequested(approvalKindLabels[record.kind], request.requester.email), {
    except: request.requester.uid,
  });
  return toApprovalDto(ref.id, record, now.toMillis());
}

/** The member an adjustment is for: 404 if none, 409 if not active (money moves only for them). */
async function adjustableMember(uid: string): Promise<{ uid: string; name: string }> {
  const snap = await userRef(uid).get();
  if (!snap.exists) throw new AppError('not-found', messages.userNotFound);
  const user = snap.data() as UserRecord;
  if (user.status !== 'active') throw new AppError('failed-precondition', messages.assetsMemberNotActive);
  return { uid, name: user.name };
}

async function readBatch(batchId: string): Promise<BatchRecord> {
  const batch = (await batchRef(batchId).get()).data() as BatchRecord | undefined;
  if (!batch || batch.status === 'preparing') throw new AppError('not-found', messages.settlementNotFound);
  return batch;
}

/** The members and batch a request concerns, refusing what could not run now. */
async function describe(operation: ApprovalOperation): Promise<Pick<ApprovalRecord, 'members' | 'batch'>> {
  switch (operation.kind) {
    case 'ledger.adjust':
      return { members: [await adjustableMember(operation.userId)], batch: null };
    case 'ledger.reverse': {
      const refs = operation.ids.map((id) => db().collection(collections.processingRecords).doc(id));
      const snaps = await db().getAll(...refs);
      const byUid = new Map<string, string>();
      for (const snap of snaps) {
        const entry = snap.data() as LedgerRecord | undefined;
        if (entry) byUid.set(entry.uid, entry.userName);
      }
      // Entries that do not exist are reported per entry when it runs, as before.
      return { members: [...byUid].map(([uid, name]) => ({ uid, name })), batch: null };
    }
    case 'settlement.execute': {
      // As startExecution answers: only the current batch; an executing or finished one is
      // accepted (its run answers the batch as it is, as a retry always did).
      const pointer = (await pointerRef().get()).data() as SettlementPointer | undefined;
      const batch = (await batchRef(operation.batchId).get()).data() as BatchRecord | undefined;
      if (pointer?.currentBatchId !== operation.batchId || !batch) {
        if (!batch) throw new AppError('not-found', messages.settlementNotFound);
        throw new AppError('conflict', messages.settlementNotPrepared);
      }
      if (batch.status === 'stale') throw new AppError('conflict', messages.settlementStale);
      if (batch.status !== 'prepared' && batch.status !== 'executing' && batch.status !== 'completed')
        throw new AppError('conflict', messages.settlementNotPrepared);
      if (batch.status === 'prepared' && batch.totals.payableLines === 0)
        throw new AppError('failed-precondition', messages.settlementNothingToPay);
      return {
        members: [],
        batch: { payableLines: batch.totals.payableLines, netWon: batch.totals.netWon },
      };
    }
    case 'settlement.release': {
      const batch = await readBatch(operation.batchId);
      if (batch.status !== 'prepared')
        throw new AppError('conflict', complianceMessages.settlementReleaseNotPrepared);
      const line = (await linesOf(operation.batchId).doc(operation.userId).get()).data() as
        LineRecord | undefined;
      if (!line) throw new AppError('not-found', complianceMessages.settlementLineNotFound);
      if (line.status !== 'held') throw new AppError('conflict', complianceMessages.settlementLineNotHeld);
      return { members: [{ uid: operation.userId, name: line.userName }], batch: null };
    }
    case 'rates.exchange':
    case 'rates.fee':
      return { members: [], batch: null };
  }
}
