import { convertToKrw } from '@settle/contract/money';
import { messages } from '@settle/contract/messages';
import { complianceMessages } from '@settle/contract/compliance-messages';
import type { SettlementBatch } from '@settle/contract/settlement';
import { PAYOUT_HOLD_HOURS } from '@settle/contract/users';
import { FieldPath, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import type { MarkApplied } from '../../lib/idempotency.js';
import { logger } from '../../lib/logger.js';
import { forEachDoc } from '../../lib/paging.js';
import { readRates, sameRates } from '../rates/rate-settings.js';
import type { UserRecord } from '../users/user-record.js';
import {
  batches,
  linesOf,
  notStartedProgress,
  pointerRef,
  readCurrentBatchIn,
  toBatchDto,
  type BatchRecord,
  type LineRecord,
} from './batch-record.js';
import { NOTICE_GROUP_SIZE } from './paid-notice.js';

/** Test seam; never set in production. */
export const prepareFaults: {
  /** Called after the lines are written, before the final check (e.g. to move a rate). */
  beforeFinalCheck?: (batchId: string) => Promise<void>;
} = {};

/**
 * A `preparing` batch older than this was left by a prepare that died (the API request times
 * out after 300 s, the schedule job after 540 s): the next prepare deletes it with its lines.
 */
export const ORPHAN_PREPARING_AGE_MS = 15 * 60_000;

/** Deletes a batch that never became `prepared`, with its lines; logged, never thrown. */
async function deletePreparing(batchDoc: DocumentReference, why: string): Promise<void> {
  try {
    await db().recursiveDelete(batchDoc);
    logger.info('settlement.preparing_deleted', { batchId: batchDoc.id, why });
  } catch (error) {
    // The next prepare's sweep removes it once it is old enough.
    logger.error('settlement.preparing_delete_failed', { batchId: batchDoc.id, why, error: String(error) });
  }
}

/** Deletes the `preparing` batches (and lines) that prepares which died left behind. */
async function sweepOrphans(): Promise<void> {
  try {
    const cutoff = Timestamp.fromMillis(Date.now() - ORPHAN_PREPARING_AGE_MS);
    const orphans = await batches()
      .where('status', '==', 'preparing')
      .where('preparedAt', '<', cutoff)
      .select()
      .get();
    for (const doc of orphans.docs) await deletePreparing(doc.ref, 'orphan');
  } catch (error) {
    // Housekeeping: never the reason a prepare fails.
    logger.error('settlement.orphan_sweep_failed', { error: String(error) });
  }
}

/**
 * POST /admin/processingRecords/settlementAll/prepare (PRODUCT.md Lifecycle 6): snapshot both
 * rates, and write one line per member with assets > 0: payable lines with amount, gross, fee,
 * net, the bank account as it is now (encrypted, copied as stored) and their "paid" notice
 * group (paid-notice.ts); members without an account, or not active, as skipped lines with the
 * reason; members whose payout account changed within `PAYOUT_HOLD_HOURS` of this prepare as
 * held (보류) lines, not payable until an admin releases them (release.ts).
 *
 * The batch document is created first as `preparing`, then the lines under it; one transaction
 * then re-checks that nothing is executing and the rates did not move, fills in the totals,
 * discards the previous prepared batch and points at this one. Until then nothing points at
 * the batch and no read path shows it. When that check refuses, or writing the lines failed,
 * the batch and its lines are deleted before the error is answered; a prepare that dies
 * halfway leaves a `preparing` batch that the next prepare deletes once it is older than
 * `ORPHAN_PREPARING_AGE_MS`.
 */
export async function prepareSettlement(
  actorId: string,
  markApplied?: MarkApplied,
): Promise<SettlementBatch> {
  const running = await db().runTransaction(
    async (tx) => (await readCurrentBatchIn(tx))?.batch.status === 'executing',
  );
  if (running) throw new AppError('conflict', messages.settlementRunning);
  await sweepOrphans();
  const rates = await readRates();

  const totals: BatchRecord['totals'] = {
    payableLines: 0,
    skippedLines: 0,
    heldLines: 0,
    amountMinor: 0,
    grossWon: 0,
    feeWon: 0,
    netWon: 0,
  };
  const batch: BatchRecord = {
    status: 'preparing',
    rateHundredths: rates.rateHundredths,
    feeBasisPoints: rates.feeBasisPoints,
    rateSetAt: rates.rateSetAt,
    feeRateSetAt: rates.feeRateSetAt,
    // When this prepare started: what the orphan sweep measures.
    preparedAt: Timestamp.now(),
    preparedBy: actorId,
    executionStartedAt: null,
    executedBy: null,
    completedAt: null,
    // Filled in by the final transaction.
    totals: { ...totals },
    result: null,
    noticeGroups: 0,
  };
  // First, so every line written has a batch document the sweep can find.
  const batchDoc = batches().doc();
  await batchDoc.create(batch);

  try {
    await writeLines(batchDoc.id, rates, totals, batch.preparedAt.toMillis());
  } catch (error) {
    await deletePreparing(batchDoc, 'lines_failed');
    throw error;
  }
  await prepareFaults.beforeFinalCheck?.(batchDoc.id);

  const noticeGroups = Math.ceil(totals.payableLines / NOTICE_GROUP_SIZE);
  try {
    await db().runTransaction(async (tx) => {
      const current = await readCurrentBatchIn(tx);
      const now = await readRates(tx);
      if (current?.batch.status === 'executing') throw new AppError('conflict', messages.settlementRunning);
      if (!sameRates(now, rates)) {
        throw new AppError('conflict', messages.settlementStale);
      }
      if (current && (current.batch.status === 'prepared' || current.batch.status === 'stale')) {
        tx.update(current.ref, { status: 'discarded' });
      }
      tx.update(batchDoc, { status: 'prepared', totals, noticeGroups });
      tx.set(pointerRef(), { currentBatchId: batchDoc.id });
      markApplied?.(tx);
    });
  } catch (error) {
    // A refusal is thrown inside the transaction, so it did not commit and nothing points at
    // the batch: delete it now. Any other error may come from a commit that did go through
    // (the batch would be `prepared`), so the batch is left to the sweep, which only ever
    // deletes `preparing` ones.
    if (error instanceof AppError) await deletePreparing(batchDoc, 'refused');
    throw error;
  }
  logger.info('settlement.prepared', { batchId: batchDoc.id, ...totals, actorId });
  return toBatchDto(
    batchDoc.id,
    { ...batch, status: 'prepared', totals, noticeGroups },
    notStartedProgress({ totals }),
  );
}

/**
 * Writes a line per member with assets > 0 under the batch, adding them up in `totals`.
 * Payable lines get consecutive notice groups of `NOTICE_GROUP_SIZE` in the order they are
 * written (by uid, the order execute takes them in).
 */
async function writeLines(
  batchId: string,
  rates: { rateHundredths: number; feeBasisPoints: number },
  totals: BatchRecord['totals'],
  preparedAtMs: number,
): Promise<void> {
  const holdSince = preparedAtMs - PAYOUT_HOLD_HOURS * 60 * 60 * 1000;
  const lines = linesOf(batchId);
  // The default ramp starts at 500 writes/s (10,000 lines: 20 s); lines are fresh documents in
  // one new subcollection, so a faster start is safe.
  const writer = db().bulkWriter({ throttling: { initialOpsPerSecond: 5_000, maxOpsPerSecond: 20_000 } });
  const failures: unknown[] = [];
  const write = (p: Promise<unknown>) => void p.catch((error: unknown) => failures.push(error));
  // Walked by document id, not by assets: a balance that changes while we page must neither
  // list a member twice nor skip them (the line is a snapshot; execute re-checks the balance).
  const members = db().collection(collections.users).orderBy(FieldPath.documentId());
  try {
    await forEachDoc(members, (doc) => {
      const user = doc.data() as UserRecord;
      if (!(user.assetsMinor > 0)) return;
      const { gross, fee, net } = convertToKrw(user.assetsMinor, rates.rateHundredths, rates.feeBasisPoints);
      // A member not migrated yet (no ciphertext) has no payable account either.
      const reason =
        user.status !== 'active'
          ? messages.settlementMemberInactive
          : user.bank === '' || !user.accountCipher
            ? messages.settlementNoAccount
            : null;
      const held = reason === null && (user.accountChangedAt?.toMillis() ?? -Infinity) > holdSince;
      const line: LineRecord = {
        uid: user.uid,
        userName: user.name,
        email: user.email,
        bank: user.bank,
        accountLast4: user.accountLast4 ?? '',
        accountCipher: user.accountCipher ?? '',
        amountMinor: user.assetsMinor,
        grossWon: gross,
        feeWon: fee,
        netWon: net,
        status: reason ? 'skipped' : held ? 'held' : 'pending',
        reason: reason ?? (held ? complianceMessages.settlementHeldAccountChanged : null),
        settledAt: null,
        processingRecordId: null,
      };
      if (reason) {
        totals.skippedLines += 1;
      } else if (held) {
        // No notice group: release.ts gives it one when it becomes payable.
        totals.heldLines = (totals.heldLines ?? 0) + 1;
      } else {
        line.noticeGroup = Math.floor(totals.payableLines / NOTICE_GROUP_SIZE);
        totals.payableLines += 1;
        totals.amountMinor += user.assetsMinor;
        totals.grossWon += gross;
        totals.feeWon += fee;
        totals.netWon += net;
      }
      write(writer.create(lines.doc(user.uid), line));
    });
  } finally {
    // close() waits for every write queued, also when the walk failed halfway.
    await writer.close();
  }
  if (failures.length > 0) throw failures[0];
}
