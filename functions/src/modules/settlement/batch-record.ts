import { hundredthsToNumber } from '@settle/contract/money';
import type {
  SettlementBatch,
  SettlementBatchStatus,
  SettlementLine,
  SettlementLineStatus,
  SettlementProgress,
} from '@settle/contract/settlement';
import { maskAccount } from '@settle/contract/users';
import type { DocumentReference, Timestamp, Transaction } from 'firebase-admin/firestore';
import { collections, settingsDocs } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { isoOrNull } from '../../lib/timestamps.js';

/**
 * `settlementBatches/{id}`: one settlement run, its rate snapshot and totals (integers). A batch
 * is `preparing` while prepare writes its lines (its totals are filled in when it becomes
 * `prepared`); nothing points at it, no read path shows it, and a refused or abandoned one is
 * deleted with its lines (prepare.ts).
 */
export interface BatchRecord {
  status: SettlementBatchStatus | 'preparing';
  rateHundredths: number;
  feeBasisPoints: number;
  /** When the rates used were set: a rate set after this makes the batch stale. */
  rateSetAt: Timestamp;
  feeRateSetAt: Timestamp;
  preparedAt: Timestamp;
  preparedBy: string;
  executionStartedAt: Timestamp | null;
  executedBy: string | null;
  completedAt: Timestamp | null;
  totals: {
    payableLines: number;
    skippedLines: number;
    /** Held (보류) lines not released (PRODUCT.md payout account); absent on older batches. */
    heldLines?: number;
    amountMinor: number;
    grossWon: number;
    feeWon: number;
    netWon: number;
  };
  /**
   * Written when the batch completes; while executing it is counted from the lines. Batches
   * completed before the fee paid was kept have no `settledFee` (batch-queries.ts).
   */
  result: (Omit<SettlementProgress, 'settledFee'> & { settledFee?: number }) | null;
  /**
   * How many "paid" notice groups the payable lines form (lines' `noticeGroup` 0 … n−1; see
   * paid-notice.ts). Absent on batches prepared before notice groups existed.
   */
  noticeGroups?: number;
}

/** `settlementBatches/{id}/lines/{uid}`: what one member is paid in this batch. */
export interface LineRecord {
  uid: string;
  userName: string;
  email: string;
  bank: string;
  /**
   * The member's account as it was at prepare: the last four digits and the ciphertext (bound to
   * the member's uid, account-cipher.ts) that a payout decrypts (the lines CSV); never the
   * number in clear. '' for a member without an account.
   */
  accountLast4: string;
  accountCipher: string;
  amountMinor: number;
  grossWon: number;
  feeWon: number;
  netWon: number;
  status: SettlementLineStatus;
  reason: string | null;
  settledAt: Timestamp | null;
  processingRecordId: string | null;
  /**
   * Payable lines: which "paid" notice group the member is in (consecutive groups of at most
   * 500 in the order prepare writes the lines; paid-notice.ts). Skipped lines have none, nor do
   * lines of batches prepared before notice groups existed (settled as group 0, which settling
   * then writes here).
   */
  noticeGroup?: number;
}

export interface SettlementPointer {
  currentBatchId: string | null;
}

export const batches = () => db().collection(collections.settlementBatches);
export const batchRef = (id: string) => batches().doc(id);
export const linesOf = (batchId: string) => batchRef(batchId).collection(collections.settlementLines);
export const pointerRef = (): DocumentReference =>
  db().collection(collections.settings).doc(settingsDocs.settlement);

/** Reads the current batch inside a transaction (reads must come before the writes). */
export async function readCurrentBatchIn(
  tx: Transaction,
): Promise<{ id: string; ref: DocumentReference; batch: BatchRecord } | null> {
  const pointer = (await tx.get(pointerRef())).data() as SettlementPointer | undefined;
  if (!pointer?.currentBatchId) return null;
  const ref = batchRef(pointer.currentBatchId);
  const snap = await tx.get(ref);
  if (!snap.exists) return null;
  return { id: ref.id, ref, batch: snap.data() as BatchRecord };
}

/** The progress of a batch not executed yet: every payable line pending, nothing paid. */
export function notStartedProgress(batch: Pick<BatchRecord, 'totals'>): SettlementProgress {
  return { pending: batch.totals.payableLines, settled: 0, failed: 0, settledNet: 0, settledFee: 0 };
}

export function toBatchDto(id: string, b: BatchRecord, progress: SettlementProgress): SettlementBatch {
  return {
    id,
    // A batch is only visible once prepared; 'preparing' ones are never pointed at.
    status: b.status === 'preparing' ? 'discarded' : b.status,
    rate: hundredthsToNumber(b.rateHundredths),
    feeRate: hundredthsToNumber(b.feeBasisPoints),
    preparedAt: b.preparedAt.toDate().toISOString(),
    preparedBy: b.preparedBy,
    executionStartedAt: isoOrNull(b.executionStartedAt),
    executedBy: b.executedBy,
    completedAt: isoOrNull(b.completedAt),
    totals: {
      payableLines: b.totals.payableLines,
      skippedLines: b.totals.skippedLines,
      // Batches prepared before holds existed have no count.
      heldLines: b.totals.heldLines ?? 0,
      amount: hundredthsToNumber(b.totals.amountMinor),
      gross: b.totals.grossWon,
      fee: b.totals.feeWon,
      net: b.totals.netWon,
    },
    progress,
  };
}

export function toLineDto(l: LineRecord): SettlementLine {
  return {
    userId: l.uid,
    userName: l.userName,
    email: l.email,
    bank: l.bank,
    account: maskAccount(l.accountLast4 ?? ''),
    amount: hundredthsToNumber(l.amountMinor),
    gross: l.grossWon,
    fee: l.feeWon,
    net: l.netWon,
    status: l.status,
    reason: l.reason,
    settledAt: isoOrNull(l.settledAt),
    processingRecordId: l.processingRecordId,
  };
}
