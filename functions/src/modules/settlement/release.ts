import { messages } from '@settle/contract/messages';
import { complianceMessages } from '@settle/contract/compliance-messages';
import type { ReleasedSettlementLine } from '@settle/contract/settlement';
import { AppError } from '../../lib/app-error.js';
import { db } from '../../lib/firebase.js';
import type { MarkApplied } from '../../lib/idempotency.js';
import { logger } from '../../lib/logger.js';
import {
  batchRef,
  linesOf,
  toBatchDto,
  toLineDto,
  type BatchRecord,
  type LineRecord,
  notStartedProgress,
} from './batch-record.js';
import { NOTICE_GROUP_SIZE } from './paid-notice.js';

/**
 * POST .../settlementAll/lines/{userId}/release (PRODUCT.md Trust and compliance): an admin
 * releases a line held (보류) because the payout account changed within 24 hours of prepare. In
 * one transaction, only while the batch is `prepared` (409 otherwise: an executing or finished
 * batch never gains a payable line) and the line is `held` (409 otherwise), the line becomes
 * pending and the batch totals take it in: one payable line more, one held less, its amounts
 * added. It joins the last "paid" notice group while that has room, else a new one
 * (paid-notice.ts numbers groups of 500 in order; groups fill in the same order here).
 */
export async function releaseHeldLine(
  batchId: string,
  uid: string,
  markApplied?: MarkApplied,
): Promise<ReleasedSettlementLine> {
  const lineRef = linesOf(batchId).doc(uid);
  const result = await db().runTransaction(async (tx) => {
    const [batchSnap, lineSnap] = await Promise.all([tx.get(batchRef(batchId)), tx.get(lineRef)]);
    const batch = batchSnap.data() as BatchRecord | undefined;
    if (!batch || batch.status === 'preparing') throw new AppError('not-found', messages.settlementNotFound);
    if (batch.status !== 'prepared')
      throw new AppError('conflict', complianceMessages.settlementReleaseNotPrepared);
    const line = lineSnap.data() as LineRecord | undefined;
    if (!line) throw new AppError('not-found', complianceMessages.settlementLineNotFound);
    if (line.status !== 'held') throw new AppError('conflict', complianceMessages.settlementLineNotHeld);

    const groups = batch.noticeGroups ?? 0;
    const lastHasRoom = groups > 0 && batch.totals.payableLines < groups * NOTICE_GROUP_SIZE;
    const noticeGroup = lastHasRoom ? groups - 1 : groups;
    const totals: BatchRecord['totals'] = {
      ...batch.totals,
      payableLines: batch.totals.payableLines + 1,
      heldLines: Math.max(0, (batch.totals.heldLines ?? 0) - 1),
      amountMinor: batch.totals.amountMinor + line.amountMinor,
      grossWon: batch.totals.grossWon + line.grossWon,
      feeWon: batch.totals.feeWon + line.feeWon,
      netWon: batch.totals.netWon + line.netWon,
    };
    const released: LineRecord = { ...line, status: 'pending', reason: null, noticeGroup };
    tx.update(lineRef, { status: 'pending', reason: null, noticeGroup });
    tx.update(batchRef(batchId), { totals, noticeGroups: Math.max(groups, noticeGroup + 1) });
    markApplied?.(tx);
    return { batch: { ...batch, totals, noticeGroups: Math.max(groups, noticeGroup + 1) }, line: released };
  });
  logger.info('settlement.line_released', { batchId, uid });
  return {
    // A prepared batch: nothing settled yet, every payable line pending.
    batch: toBatchDto(batchId, result.batch, notStartedProgress(result.batch)),
    line: toLineDto(result.line),
  };
}
