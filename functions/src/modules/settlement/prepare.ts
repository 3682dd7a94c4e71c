import { convertToKrw } from '@settle/contract/money';
import { messages } from '@settle/contract/messages';
import type { SettlementBatch } from '@settle/contract/settlement';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
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
  pointerRef,
  readCurrentBatchIn,
  toBatchDto,
  type BatchRecord,
  type LineRecord,
} from './batch-record.js';

/**
 * POST /admin/processingRecords/settlementAll/prepare (PRODUCT.md Lifecycle 6): snapshot both
 * rates, and write one line per member with assets > 0: payable lines with amount, gross, fee,
 * net and the bank account as it is now; members without an account, or not active, as
 * skipped lines with the reason. The lines are written first under a `preparing` batch; one
 * transaction then re-checks that nothing is executing and the rates did not move, discards
 * the previous prepared batch and points at this one, so a crash halfway leaves only an
 * orphan nobody points at.
 */
export async function prepareSettlement(
  actorId: string,
  markApplied?: MarkApplied,
): Promise<SettlementBatch> {
  const running = await db().runTransaction(
    async (tx) => (await readCurrentBatchIn(tx))?.batch.status === 'executing',
  );
  if (running) throw new AppError('conflict', messages.settlementRunning);
  const rates = await readRates();

  const batchDoc = batches().doc();
  const lines = linesOf(batchDoc.id);
  // The default ramp starts at 500 writes/s (10,000 lines: 20 s); lines are fresh documents in
  // one new subcollection, so a faster start is safe.
  const writer = db().bulkWriter({ throttling: { initialOpsPerSecond: 5_000, maxOpsPerSecond: 20_000 } });
  const failures: unknown[] = [];
  const write = (p: Promise<unknown>) => void p.catch((error: unknown) => failures.push(error));
  const totals: BatchRecord['totals'] = {
    payableLines: 0,
    skippedLines: 0,
    amountMinor: 0,
    grossWon: 0,
    feeWon: 0,
    netWon: 0,
  };
  // Walked by document id, not by assets: a balance that changes while we page must neither
  // list a member twice nor skip them (the line is a snapshot; execute re-checks the balance).
  const members = db().collection(collections.users).orderBy(FieldPath.documentId());
  await forEachDoc(members, (doc) => {
    const user = doc.data() as UserRecord;
    if (!(user.assetsMinor > 0)) return;
    const { gross, fee, net } = convertToKrw(user.assetsMinor, rates.rateHundredths, rates.feeBasisPoints);
    const reason =
      user.status !== 'active'
        ? messages.settlementMemberInactive
        : user.bank === '' || user.account === ''
          ? messages.settlementNoAccount
          : null;
    const line: LineRecord = {
      uid: user.uid,
      userName: user.name,
      email: user.email,
      bank: user.bank,
      account: user.account,
      amountMinor: user.assetsMinor,
      grossWon: gross,
      feeWon: fee,
      netWon: net,
      status: reason ? 'skipped' : 'pending',
      reason,
      settledAt: null,
      processingRecordId: null,
    };
    if (reason) {
      totals.skippedLines += 1;
    } else {
      totals.payableLines += 1;
      totals.amountMinor += user.assetsMinor;
      totals.grossWon += gross;
      totals.feeWon += fee;
      totals.netWon += net;
    }
    write(writer.create(lines.doc(user.uid), line));
  });

  const now = Timestamp.now();
  const batch: BatchRecord = {
    status: 'preparing',
    rateHundredths: rates.rateHundredths,
    feeBasisPoints: rates.feeBasisPoints,
    rateSetAt: rates.rateSetAt,
    feeRateSetAt: rates.feeRateSetAt,
    preparedAt: now,
    preparedBy: actorId,
    executionStartedAt: null,
    executedBy: null,
    completedAt: null,
    totals,
    result: null,
  };
  write(writer.create(batchDoc, batch));
  await writer.close();
  // close() waits for every write; a failed one fails the prepare (nothing points at the batch).
  if (failures.length > 0) throw failures[0];

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
    tx.update(batchDoc, { status: 'prepared' });
    tx.set(pointerRef(), { currentBatchId: batchDoc.id });
    markApplied?.(tx);
  });
  logger.info('settlement.prepared', { batchId: batchDoc.id, ...totals, actorId });
  return toBatchDto(
    batchDoc.id,
    { ...batch, status: 'prepared' },
    {
      pending: totals.payableLines,
      settled: 0,
      failed: 0,
      settledNet: 0,
    },
  );
}
