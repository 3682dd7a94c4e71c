import { messages } from '@settle/contract/messages';
import { notices } from '@settle/contract/notices';
import type { SettlementBatch, SettlementProgress } from '@settle/contract/settlement';
import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { db } from '../../lib/firebase.js';
import type { MarkApplied } from '../../lib/idempotency.js';
import { logger } from '../../lib/logger.js';
import { appendEntry } from '../ledger/append-entry.js';
import { notifyMembers } from '../push/push-messages.js';
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

/**
 * Execute (PRODUCT.md Lifecycle 6). `startExecution` flips the batch to `executing` (refusing a
 * stale one) and the caller hands the batch to a dispatcher, which calls `runSettlementChunk`
 * until it reports done: in production a Cloud Tasks queue function, one chunk per task, so
 * no single invocation has to last the whole batch.
 *
 * Exactly once: every line is settled in its own Firestore transaction that re-reads the line
 * and only acts while it is `pending` (and pays only an active member); the ledger entry has a fixed id (`settle-{batch}-{uid}`)
 * written with `create`. Running twice, two workers at once, or resuming after a crash at any
 * point can therefore not settle a line twice.
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
  afterWrite?: (step: 'debit' | 'line', uid: string) => void;
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

type LineOutcome = 'settled' | 'failed' | 'skipped-already';

/**
 * One line, one transaction: the ledger entry (which debits the member and adds the net to
 * `totalSettlement`) and the line marked settled commit together or not at all. A member no
 * longer active (deactivated, or pending again) or whose balance fell below the line is not
 * debited: the line fails with the reason.
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
    if (!line || line.status !== 'pending') return 'skipped-already';
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
      return 'failed';
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
        account: line.account,
      },
      userUpdate: { totalSettlementWon: member.user.totalSettlementWon + line.netWon },
    });
    faults?.afterWrite?.('debit', uid);
    tx.update(lineRef, { status: 'settled', settledAt: now, processingRecordId: entry.id });
    faults?.afterWrite?.('line', uid);
    return 'settled';
  });
  faults?.afterLine?.(uid);
  return outcome;
}

/** Settled members per "paid" message (notifyMembers' group size, a `users` target's limit). */
const PAID_NOTICE_GROUP = 500;

/**
 * Tells settled members they were paid: one inbox message (and one fan-out) per group of 500,
 * not one per member, so 10,000 members make 20 messages. A uid is added only after its line
 * committed as settled by this call, so a line settled before (a rerun, a resumed batch, a
 * second worker) is never announced twice. Groups are sent while the next lines settle;
 * `flush` sends the rest and waits. A member whose line committed just before a crash misses
 * the notice (a missed notice beats a duplicate; the settlement record is there either way).
 */
function paidNotifier() {
  let group: string[] = [];
  const sending: Promise<void>[] = [];
  const send = () => {
    if (group.length === 0) return;
    sending.push(notifyMembers(group, notices.settlementPaid()));
    group = [];
  };
  return {
    add(uid: string) {
      group.push(uid);
      if (group.length >= PAID_NOTICE_GROUP) send();
    },
    async flush() {
      send();
      await Promise.all(sending);
    },
  };
}

/**
 * Settles pending lines of an executing batch until none is left (then completes the batch)
 * or the budget is spent, telling the settled members as it goes. Returns whether the batch
 * is done.
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
  const paid = paidNotifier();
  try {
    while (Date.now() - started < budgetMs) {
      const pending = await linesOf(batchId)
        .where('status', '==', 'pending')
        .limit(concurrency * 8)
        .select()
        .get();
      if (pending.empty) {
        await completeBatch(batchId);
        return { done: true, settled };
      }
      const uids = pending.docs.map((d) => d.id);
      let next = 0;
      const worker = async () => {
        while (next < uids.length) {
          const uid = uids[next++] as string;
          if ((await settleLine(batchId, batch, uid, options.faults)) === 'settled') {
            settled += 1;
            paid.add(uid);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, uids.length) }, worker));
    }
  } finally {
    // Also when a line's failure ends the chunk early: the lines settled so far were paid.
    await paid.flush();
  }
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
      .aggregate({ count: AggregateField.count(), net: AggregateField.sum('netWon') })
      .get(),
  ]);
  return {
    pending: pending.data().count,
    failed: failed.data().count,
    settled: settled.data().count,
    settledNet: settled.data().net,
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
