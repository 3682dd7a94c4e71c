import type { Page } from '@settle/contract/paging';
import { formatAssets } from '@settle/contract/money';
import {
  settlementLineStatusLabels,
  type SettlementBatch,
  type SettlementLine,
  type SettlementLineListQuery,
} from '@settle/contract/settlement';
import { messages } from '@settle/contract/messages';
import type { Query } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { csvExport, type CsvExport, csvRow } from '../../lib/csv.js';

import { forEachDoc, readPage } from '../../lib/paging.js';
import { revealAccount } from '../accounts/account-cipher.js';
import {
  batchRef,
  batches,
  linesOf,
  pointerRef,
  toBatchDto,
  toLineDto,
  type BatchRecord,
  type LineRecord,
  type SettlementPointer,
} from './batch-record.js';
import { countProgress } from './execute.js';
import { readAssetUnit } from '../rates/asset-unit.js';

async function dto(id: string, batch: BatchRecord): Promise<SettlementBatch> {
  // A completed batch keeps its final counts; others are counted live.
  return toBatchDto(id, batch, batch.result ?? (await countProgress(id)));
}

/** GET .../settlementAll: the batch the pointer names (prepared, executing, stale or the last completed). */
export async function getCurrentBatch(): Promise<SettlementBatch | null> {
  const pointer = (await pointerRef().get()).data() as SettlementPointer | undefined;
  if (!pointer?.currentBatchId) return null;
  const snap = await batchRef(pointer.currentBatchId).get();
  return snap.exists ? dto(snap.id, snap.data() as BatchRecord) : null;
}

/** The last completed batches, newest first (admin dashboard). */
export async function recentCompletedBatches(limit: number): Promise<SettlementBatch[]> {
  const snap = await batches()
    .where('status', '==', 'completed')
    .orderBy('completedAt', 'desc')
    .limit(limit)
    .get();
  return Promise.all(snap.docs.map((doc) => dto(doc.id, doc.data() as BatchRecord)));
}

function linesQuery(query: SettlementLineListQuery): Query {
  let q: Query = linesOf(query.batchId);
  if (query.status) q = q.where('status', '==', query.status);
  return q;
}

/** A batch whose lines may be shown: one that exists and is no longer being prepared. */
async function assertBatch(batchId: string) {
  const batch = (await batchRef(batchId).get()).data() as BatchRecord | undefined;
  if (!batch || batch.status === 'preparing') throw new AppError('not-found', messages.settlementNotFound);
}

export async function listBatchLines(query: SettlementLineListQuery): Promise<Page<SettlementLine>> {
  await assertBatch(query.batchId);
  return readPage(linesQuery(query), [], query, (doc) => toLineDto(doc.data() as LineRecord));
}

/**
 * Every line of the batch (with the status filter) as CSV: what the bank transfer needs, so the
 * full account numbers, decrypted here (`decrypted` counts them for the access record).
 */
export async function exportBatchLinesCsv(
  query: SettlementLineListQuery,
): Promise<CsvExport & { decrypted: number }> {
  await assertBatch(query.batchId);
  const unit = await readAssetUnit();
  const rows: string[] = [];
  let decrypted = 0;
  await forEachDoc(linesQuery(query), (doc) => {
    const l = doc.data() as LineRecord;
    const account = revealAccount(l.uid, l);
    if (account !== '') decrypted += 1;
    rows.push(
      csvRow([
        l.userName,
        l.email,
        l.bank,
        account,
        formatAssets(l.amountMinor).replaceAll(',', ''),
        l.grossWon,
        l.feeWon,
        l.netWon,
        settlementLineStatusLabels[l.status],
        l.reason,
      ]),
    );
  });
  const file = csvExport(
    [
      '회원',
      '이메일',
      '은행',
      '계좌번호',
      `자산(${unit})`,
      '환산 금액(원)',
      '수수료(원)',
      '지급액(원)',
      '상태',
      '사유',
    ],
    rows,
  );
  return { ...file, decrypted };
}
