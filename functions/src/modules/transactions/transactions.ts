import { messages } from '@settle/contract/messages';
import { notices } from '@settle/contract/notices';
import type { Transaction, TransactionStatus } from '@settle/contract/transactions';
import { Timestamp, type Transaction as FirestoreTx } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import type { MarkApplied } from '../../lib/idempotency.js';
import { logger } from '../../lib/logger.js';
import { appendEntry } from '../ledger/append-entry.js';
import { notifyMembers } from '../push/push-messages.js';
import { readMemberIn } from '../users/member-lock.js';
import { operatorName } from '../users/operator-name.js';
import { toTransactionDto, type TransactionRecord } from './transaction-record.js';

/**
 * 거래 use-cases (PRODUCT.md Lifecycle 4). Each is one Firestore transaction that re-reads the
 * state it depends on, so a double click, a retry or two operators at once cannot move money
 * twice: the loser of a race sees the new status and is refused in Korean.
 */
const transactions = () => db().collection(collections.transactions);

export interface CreateTransaction {
  uid: string;
  amountMinor: number;
  memo: string;
  actor: { uid: string; role: 'user' | 'admin' };
}

export async function createTransaction(
  input: CreateTransaction,
  markApplied?: MarkApplied,
): Promise<Transaction> {
  const ref = transactions().doc();
  const record = await db().runTransaction(async (tx) => {
    const { user } = await readMemberIn(tx, input.uid);
    if (user.status !== 'active') throw new AppError('failed-precondition', messages.memberNotActive);
    const now = Timestamp.now();
    const record: TransactionRecord = {
      uid: input.uid,
      userName: user.name,
      amountMinor: input.amountMinor,
      memo: input.memo,
      status: 'pending',
      createdByRole: input.actor.role,
      createdBy: input.actor.uid,
      createdAt: now,
      updatedAt: now,
      processedAt: null,
      processedBy: null,
      processingRecordId: null,
      canceledAt: null,
      deletedAt: null,
      deletedBy: null,
      deleteReason: null,
    };
    tx.create(ref, record);
    markApplied?.(tx);
    return record;
  });
  logger.info('transaction.created', { transactionId: ref.id, uid: input.uid, by: input.actor.role });
  return toTransactionDto(ref.id, record);
}

const refusal: Record<Exclude<TransactionStatus, 'pending'>, string> = {
  success: messages.transactionAlreadyProcessed,
  canceled: messages.transactionCanceled,
  deleted: messages.transactionDeleted,
};

async function readPendingIn(tx: FirestoreTx, id: string, ownerUid?: string) {
  const ref = transactions().doc(id);
  const snap = await tx.get(ref);
  const record = snap.data() as TransactionRecord | undefined;
  // Someone else's transaction looks exactly like a missing one to a member.
  if (!record || (ownerUid !== undefined && record.uid !== ownerUid)) {
    throw new AppError('not-found', messages.transactionNotFound);
  }
  if (record.status !== 'pending') {
    throw new AppError(
      'conflict',
      ownerUid === undefined ? refusal[record.status] : messages.transactionNotPending,
    );
  }
  return { ref, record };
}

/** PATCH /transactions/{id} {status: canceled}: the member, only while pending. */
export async function cancelTransaction(
  uid: string,
  id: string,
  markApplied?: MarkApplied,
): Promise<Transaction> {
  const record = await db().runTransaction(async (tx) => {
    const { ref, record } = await readPendingIn(tx, id, uid);
    const now = Timestamp.now();
    const next = { ...record, status: 'canceled' as const, canceledAt: now, updatedAt: now };
    tx.update(ref, { status: next.status, canceledAt: now, updatedAt: now });
    markApplied?.(tx);
    return next;
  });
  logger.info('transaction.canceled', { transactionId: id, uid });
  return toTransactionDto(id, record);
}

/**
 * PATCH /admin/transactions/{id} {status: success}: credit the member and write the ledger
 * entry in the same Firestore transaction as the status change; then tell the member (after
 * the commit; an idempotent replay never reaches here, and a second call is refused above).
 */
export async function processTransaction(
  id: string,
  actorId: string,
  markApplied?: MarkApplied,
): Promise<Transaction> {
  const processedByName = await operatorName(actorId);
  const record = await db().runTransaction(async (tx) => {
    const { ref, record } = await readPendingIn(tx, id);
    const member = await readMemberIn(tx, record.uid);
    const entry = appendEntry(tx, member.ref, member.user, {
      type: 'transaction',
      amountMinor: record.amountMinor,
      memo: record.memo,
      actorId,
      transactionId: id,
      entryId: `txn-${id}`,
    });
    const now = Timestamp.now();
    const next: TransactionRecord = {
      ...record,
      status: 'success',
      processedAt: now,
      processedBy: actorId,
      processedByName,
      processingRecordId: entry.id,
      updatedAt: now,
    };
    tx.update(ref, {
      status: next.status,
      processedAt: now,
      processedBy: actorId,
      processedByName,
      processingRecordId: entry.id,
      updatedAt: now,
    });
    markApplied?.(tx);
    return next;
  });
  logger.info('transaction.processed', {
    transactionId: id,
    uid: record.uid,
    amountMinor: record.amountMinor,
    actorId,
  });
  await notifyMembers([record.uid], notices.transactionProcessed(record.amountMinor));
  return toTransactionDto(id, record);
}

/**
 * DELETE /admin/transactions/{id} {reason}: reject a pending one (soft delete, kept), then tell
 * the member why.
 */
export async function rejectTransaction(
  id: string,
  reason: string,
  actorId: string,
  markApplied?: MarkApplied,
): Promise<Transaction> {
  const record = await db().runTransaction(async (tx) => {
    const { ref, record } = await readPendingIn(tx, id);
    const now = Timestamp.now();
    const next: TransactionRecord = {
      ...record,
      status: 'deleted',
      deletedAt: now,
      deletedBy: actorId,
      deleteReason: reason,
      updatedAt: now,
    };
    tx.update(ref, {
      status: 'deleted',
      deletedAt: now,
      deletedBy: actorId,
      deleteReason: reason,
      updatedAt: now,
    });
    markApplied?.(tx);
    return next;
  });
  logger.info('transaction.rejected', { transactionId: id, actorId });
  await notifyMembers([record.uid], notices.transactionRejected(record.amountMinor, reason));
  return toTransactionDto(id, record);
}
