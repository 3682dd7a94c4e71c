import type { Page } from '@settle/contract/paging';
import {
  settlementLineStatusLabels,
  type SettlementBatch,
  type SettlementLine,
  type SettlementLineListQuery,
} from '@settle/contract/settlement';
import { messages } from '@settle/contract/messages';
import type { Query } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { rowsOf, type TableExport } from '../../lib/export/table-export.js';
import { readPage, walkDocs } from '../../lib/paging.js';
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
async function assertBatch(batchId: string): Promise<BatchRecord> {
  const batch = (await batchRef(batchId).get()).data() as BatchRecord | undefined;
  if (!batch || batch.status === 'preparing') throw new AppError('not-found', messages.settlementNotFound);
  return batch;
}

export async function listBatchLines(query: SettlementLineListQuery): Promise<Page<SettlementLine>> {
  await assertBatch(query.batchId);
  return readPage(linesQuery(query), [], query, (doc) => toLineDto(doc.data() as LineRecord));
}

/**
 * Every line of the batch (with the status filter) for a download: what the bank transfer needs,
 * so the full account numbers, decrypted as each row is written. Counted before the first row
 * (for the access record): the lines, and how many of them carry an account (`decrypted`; two
 * equality filters, so no composite index). The file is named after the batch's preparation.
 */
export async function exportBatchLines(
  query: SettlementLineListQuery,
): Promise<{ table: TableExport; count: number; decrypted: number; preparedAt: Date }> {
  const batch = await assertBatch(query.batchId);
  const base = linesQuery(query);
  const [unit, count, withoutAccount] = await Promise.all([
    readAssetUnit(),
    base
      .count()
      .get()
      .then((c) => c.data().count),
    base
      .where('accountCipher', '==', '')
      .count()
      .get()
      .then((c) => c.data().count),
  ]);
  const rows = rowsOf(walkDocs(base, []), (doc) => {
    const l = doc.data() as LineRecord;
    return [
      l.userName,
      l.email,
      l.bank,
      revealAccount(l.uid, l),
      l.amountMinor,
      l.grossWon,
      l.feeWon,
      l.netWon,
      settlementLineStatusLabels[l.status],
      l.reason,
    ];
  });
  return {
    count,
    decrypted: count - withoutAccount,
    preparedAt: batch.preparedAt.toDate(),
    table: {
      what: query.status
        ? `정산명세_${settlementLineStatusLabels[query.status].replaceAll(' ', '')}`
        : '정산명세',
      columns: [
        { header: '회원', kind: 'text' },
        { header: '이메일', kind: 'text', width: 28 },
        { header: '은행', kind: 'text' },
        { header: '계좌번호', kind: 'text', width: 18 },
        { header: `자산(${unit})`, kind: 'money', total: true },
        { header: '환산 금액(원)', kind: 'number', total: true },
        { header: '수수료(원)', kind: 'number', total: true },
        { header: '지급액(원)', kind: 'number', total: true },
        { header: '상태', kind: 'text' },
        { header: '사유', kind: 'text', width: 30 },
      ],
      rows,
    },
  };
}
