import { messages } from '@settle/contract/messages';
import type { SettlementBatch, SettlementProgress } from '@settle/contract/settlement';
import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { db } from '../../lib/firebase.js';
import type { MarkApplied } from '../../lib/idempotency.js';
import { logger } from '../../lib/logger.js';
import { appendEntry } from '../ledger/append-entry.js';
import { readRates, sameRates } from '../rates/rate-settings.js';
import { readMemberIn } from '../users/member-lock.js';
import {
  batchRef,
  linesOf,
  readCurrentBatchIn,
  toBatchDto,
  type BatchRecord,
  type LineRecord,
} from './batch-record.js';
import { noticeGroupOf, sendFinishedGroups, sendMissingGroups, writePaidInboxRow } from './paid-notice.js';

/**
 * Execute (PRODUCT.md Lifecycle 6). `startExecution` flips the batch to `executing` (refusing a
 * stale one) and the caller hands the batch to a dispatcher, which calls `runSettlementChunk`
 * until it reports done: in production a Cloud Tasks queue function, one chunk per task, so
 * no single invocation has to last the whole batch.
 *
 * Exactly once: every line is settled in its own Firestore transaction that re-reads the line
 * and only acts while it is `pending` and the member is still active; the ledger entry has a
 * fixed id (`settle-{batch}-{uid}`) written with `create`, and the member's "paid" inbox row
 * (paid-notice.ts) commits in the same transaction. Running twice, two workers at once, or
 * resuming after a crash at any point can therefore neither settle a line twice nor tell a
 * member twice, nor settle one without telling them.
 */

/** The ledger entry id of a member's settlement in a batch. */
export const settlementEntryId = (batchId: string, uid: string) => `settle-${batchId}-${uid}`;

export async function startExecution(
  batchId: string,
  actorId: string,
  markApplied?: MarkApplied,
): Promise<{ batch: SettlementBatch; dispatch: boolean }> {
  type Outcome =
    | { kind: 'ok'; batch: BatchRecord; dispatch: boolean }
    | { kind: 'stale'; ref: FirebaseFirestore.DocumentReference };
  const outcome = await db().runTransaction(async (tx): Promise<Outcome> => {
    const current = await readCurrentBatchIn(tx);
    if (!current || current.id !== batchId) {
      const snap = await tx.get(batchRef(batchId));
      if (!snap.exists) throw new AppError('not-found', messages.settlementNotFound);
      throw new AppError('conflict', messages.settlementNotPrepared);
    }
    const rates = await readRates(tx);
    const { batch, ref } = current;
    if (batch.status === 'executing' || batch.status === 'completed') {
      // Already running (resume: dispatch again; lines settle once) or done: same answer.
      markApplied?.(tx);
      return { kind: 'ok', batch, dispatch: batch.status === 'executing' };
    }
    if (batch.status !== 'prepared') {
      throw new AppError(
        'conflict',
        batch.status === 'stale' ? messages.settlementStale : messages.settlementNotPrepared,
      );
    }
    const moved = !sameRates(rates, batch);
    if (moved) return { kind: 'stale', ref };
    if (batch.totals.payableLines === 0)
      throw new AppError('failed-precondition', messages.settlementNothingToPay);
    const now = Timestamp.now();
    tx.update(ref, { status: 'executing', executionStartedAt: now, executedBy: actorId });
    markApplied?.(tx);
    return {
      kind: 'ok',
      batch: { ...batch, status: 'executing', executionStartedAt: now, executedBy: actorId },
      dispatch: true,
    };
  });
  if (outcome.kind === 'stale') {
    // A rate moved without the rate route marking the batch (e.g. set by a script): mark it now.
    await outcome.ref.update({ status: 'stale' });
    throw new AppError('conflict', messages.settlementStale);
  }
  logger.info('settlement.execution_started', { batchId, actorId });
  return {
    batch: toBatchDto(batchId, outcome.batch, await countProgress(batchId)),
    dispatch: outcome.dispatch,
  };
}

/** Lines settled at once by default: 64 was fastest in `npm run bench:settlement` (16/32/64/128). */
export const SETTLEMENT_CONCURRENCY = 64;

/** Test seams for crash injection; never set in production. */
export interface SettlementFaults {
  /** Called after each write inside a line's transaction (throwing aborts that transaction). */
  afterWrite?: (step: 'debit' | 'line' | 'notice', uid: string) => void;
  /** Called after a line's transaction committed (throwing stops the chunk, like a crash). */
  afterLine?: (uid: string) => void;
}

export interface ChunkOptions {
  /** Stop taking new lines after this many milliseconds (the invocation's budget). */
  budgetMs?: number;
  /** Lines settled at the same time (separate documents: no contention between them). */
  concurrency?: number;
  faults?: SettlementFaults;
}

interface LineOutcome {
  kind: 'settled' | 'failed' | 'skipped-already';
  /** The line's notice group (paid-notice.ts). */
  group: number;
}

/**
 * One line, one transaction: the ledger entry (which debits the member and adds the net to
 * `totalSettlement`), the line marked settled and the member's "paid" inbox row commit together
 * or not at all. A member no longer active (deactivated, or pending again) or whose balance fell
 * below the line is not debited: the line fails with the reason, and nobody is told.
 */
async function settleLine(
  batchId: string,
  batch: BatchRecord,
  uid: string,
  faults?: SettlementFaults,
): Promise<LineOutcome> {
  const lineRef = linesOf(batchId).doc(uid);
  const outcome = await db().runTransaction(async (tx): Promise<LineOutcome> => {
    const line = (await tx.get(lineRef)).data() as LineRecord | undefined;
    if (!line) return { kind: 'skipped-already', group: 0 };
    const group = noticeGroupOf(line);
    if (line.status !== 'pending') return { kind: 'skipped-already', group };
    const member = await readMemberIn(tx, uid);
    const now = Timestamp.now();
    // Money moves only for active members: checked before appendEntry, so such a line fails on
    // its own instead of aborting the chunk.
    const refusal =
      member.user.status !== 'active'
        ? messages.settlementMemberInactive
        : member.user.assetsMinor < line.amountMinor
          ? messages.settlementBalanceChanged
          : null;
    if (refusal) {
      tx.update(lineRef, { status: 'failed', reason: refusal, settledAt: now });
      faults?.afterWrite?.('line', uid);
      return { kind: 'failed', group };
    }
    const entry = appendEntry(tx, member.ref, member.user, {
      type: 'settlement',
      amountMinor: -line.amountMinor,
      memo: '정산',
      actorId: batch.executedBy ?? 'system',
      entryId: settlementEntryId(batchId, uid),
      settlement: {
        batchId,
        grossWon: line.grossWon,
        feeWon: line.feeWon,
        netWon: line.netWon,
        rateHundredths: batch.rateHundredths,
        feeBasisPoints: batch.feeBasisPoints,
        bank: line.bank,
        accountLast4: line.accountLast4,
        accountCipher: line.accountCipher,
      },
      userUpdate: { totalSettlementWon: member.user.totalSettlementWon + line.netWon },
    });
    faults?.afterWrite?.('debit', uid);
    // noticeGroup is rewritten as it is, or set to 0 on a line of a batch prepared before groups
    // existed (paid-notice.ts): the group message names the lines settled with a notice.
    tx.update(lineRef, {
      status: 'settled',
      settledAt: now,
      processingRecordId: entry.id,
      noticeGroup: group,
    });
    faults?.afterWrite?.('line', uid);
    writePaidInboxRow(tx, uid, batchId, group, now);
    faults?.afterWrite?.('notice', uid);
    return { kind: 'settled', group };
  });
  faults?.afterLine?.(uid);
  return outcome;
}

/**
 * Settles pending lines of an executing batch until none is left (then completes the batch)
 * or the budget is spent. Each settled member's "paid" inbox row commits with their line; after
 * each pass the push messages of the notice groups it finished are created while the next
 * lines settle, and completing the batch creates any that a dead worker left missing
 * (paid-notice.ts). Returns whether the batch is done.
 */
export async function runSettlementChunk(
  batchId: string,
  options: ChunkOptions = {},
): Promise<{ done: boolean; settled: number }> {
  const started = Date.now();
  const budgetMs = options.budgetMs ?? 240_000;
  const concurrency = options.concurrency ?? SETTLEMENT_CONCURRENCY;
  const snap = await batchRef(batchId).get();
  const batch = snap.data() as BatchRecord | undefined;
  if (!batch) throw new AppError('not-found', messages.settlementNotFound);
  if (batch.status === 'completed') return { done: true, settled: 0 };
  if (batch.status !== 'executing') throw new AppError('conflict', messages.settlementNotPrepared);

  let settled = 0;
  // Group messages of earlier passes, created while the next lines settle (they never throw).
  const sending: Promise<void>[] = [];
  while (Date.now() - started < budgetMs) {
    const pending = await linesOf(batchId)
      .where('status', '==', 'pending')
      .limit(concurrency * 8)
      .select()
      .get();
    if (pending.empty) {
      await Promise.all(sending);
      await sendMissingGroups(batchId, batch);
      await completeBatch(batchId);
      return { done: true, settled };
    }
    const uids = pending.docs.map((d) => d.id);
    const touched = new Set<number>();
    let next = 0;
    const worker = async () => {
      while (next < uids.length) {
        const uid = uids[next++] as string;
        const { kind, group } = await settleLine(batchId, batch, uid, options.faults);
        touched.add(group);
        if (kind === 'settled') settled += 1;
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, uids.length) }, worker));
    sending.push(sendFinishedGroups(batchId, batch, touched));
  }
  await Promise.all(sending);
  logger.info('settlement.chunk', { batchId, settled, ms: Date.now() - started });
  return { done: false, settled };
}

/** Counts the lines by status and what has been paid (aggregations; no line is read). */
export async function countProgress(batchId: string): Promise<SettlementProgress> {
  const lines = linesOf(batchId);
  const [pending, failed, settled] = await Promise.all([
    lines.where('status', '==', 'pending').count().get(),
    lines.where('status', '==', 'failed').count().get(),
    lines
      .where('status', '==', 'settled')
      .aggregate({
        count: AggregateField.count(),
        net: AggregateField.sum('netWon'),
        fee: AggregateField.sum('feeWon'),
      })
      .get(),
  ]);
  return {
    pending: pending.data().count,
    failed: failed.data().count,
    settled: settled.data().count,
    settledNet: settled.data().net,
    settledFee: settled.data().fee,
  };
}

async function completeBatch(batchId: string): Promise<void> {
  const result = await countProgress(batchId);
  const done = await db().runTransaction(async (tx) => {
    const ref = batchRef(batchId);
    const batch = (await tx.get(ref)).data() as BatchRecord | undefined;
    if (batch?.status !== 'executing') return false;
    tx.update(ref, { status: 'completed', completedAt: Timestamp.now(), result });
    return true;
  });
  if (done) logger.info('settlement.executed', { batchId, ...result });
}
