import type { Page } from '@settle/contract/paging';
import { hundredthsToNumber } from '@settle/contract/money';
import {
  settlementBatchStatuses,
  settlementLineStatusLabels,
  type SettlementBatch,
  type SettlementProgress,
} from '@settle/contract/settlement';
import {
  type SettlementBatchListQuery,
  type SettlementLineListQuery,
  type SettlementLinePage,
  type SettlementLineTotals,
} from '@settle/contract/admin-lists';
import { messages } from '@settle/contract/messages';
import { AggregateField, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { rowsOf, type TableExport } from '../../lib/export/table-export.js';
import { countOf, readPage, walkDocs } from '../../lib/paging.js';
import { withinSeoulDays } from '../../lib/seoul-period.js';
import { revealAccount } from '../accounts/account-cipher.js';
import {
  batchRef,
  batches,
  linesOf,
  notStartedProgress,
  pointerRef,
  toBatchDto,
  toLineDto,
  type BatchRecord,
  type LineRecord,
  type SettlementPointer,
} from './batch-record.js';
import { countProgress } from './execute.js';
import { readAssetUnit } from '../rates/asset-unit.js';

/**
 * One batch on its own: a completed batch keeps its final counts; others are counted live, and
 * so is one completed before its result kept the fee paid (its lines no longer change).
 */
async function dto(id: string, batch: BatchRecord): Promise<SettlementBatch> {
  const { result } = batch;
  const progress =
    result?.settledFee !== undefined ? { ...result, settledFee: result.settledFee } : await countProgress(id);
  return toBatchDto(id, batch, progress);
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
  return Promise.all(snap.docs.map(listedDto));
}

/**
 * The progress of a batch in a list, without counting its lines where the record already
 * says it: a completed batch keeps its final counts, and a prepared, stale or discarded one
 * was never executed (prepare only discards those), so every payable line is still pending.
 * Only the executing batch (at most one) is counted live, so a page costs a fixed number of
 * reads however many batches it shows.
 */
async function listedProgress(id: string, batch: BatchRecord): Promise<SettlementProgress> {
  // A batch completed before the fee paid was kept shows none here (not counted per row).
  if (batch.result) return { ...batch.result, settledFee: batch.result.settledFee ?? null };
  if (batch.status === 'executing') return countProgress(id);
  return notStartedProgress(batch);
}

async function listedDto(doc: QueryDocumentSnapshot): Promise<SettlementBatch> {
  const batch = doc.data() as BatchRecord;
  return toBatchDto(doc.id, batch, await listedProgress(doc.id, batch));
}

/**
 * GET .../settlementAll/batches (정산 내역): past and current batches, newest prepared first,
 * cursor-paged, by status and by the Seoul days they were prepared on. Without a status the
 * query names every status a reader may see (`in`; a `preparing` batch is not a batch yet,
 * batch-record.ts), so it uses the same index as a single status.
 */
export async function listBatches(query: SettlementBatchListQuery): Promise<Page<SettlementBatch>> {
  const filtered = withinSeoulDays(
    batches().where('status', 'in', query.status ? [query.status] : [...settlementBatchStatuses]),
    'preparedAt',
    query,
  );
  const page = await readPage(filtered, [['preparedAt', 'desc']], query, (doc) => doc);
  return { ...page, items: await Promise.all(page.items.map(listedDto)) };
}

/** GET .../settlementAll/batches/{id}: one batch with its totals and progress. */
export async function getBatch(batchId: string): Promise<SettlementBatch> {
  const snap = await batchRef(batchId).get();
  const batch = snap.data() as BatchRecord | undefined;
  if (!batch || batch.status === 'preparing') throw new AppError('not-found', messages.settlementNotFound);
  return dto(snap.id, batch);
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

/**
 * The totals row of the filtered lines: one aggregation (count and four sums, one read per
 * 1,000 lines), never the lines themselves. The summed fields hold integers (hundredths, won),
 * which Firestore sums exactly; anything else would be a wrong total, so it throws.
 */
async function lineTotals(query: Query): Promise<SettlementLineTotals> {
  const snap = await query
    .aggregate({
      count: AggregateField.count(),
      amount: AggregateField.sum('amountMinor'),
      gross: AggregateField.sum('grossWon'),
      fee: AggregateField.sum('feeWon'),
      net: AggregateField.sum('netWon'),
    })
    .get();
  const { count, amount, gross, fee, net } = snap.data();
  for (const [field, sum] of Object.entries({ amount, gross, fee, net })) {
    if (!Number.isSafeInteger(sum)) throw new Error(`sum of ${field} is not an exact integer: ${sum}`);
  }
  return { count, amount: hundredthsToNumber(amount), gross, fee, net };
}

/** One page of a batch's lines; the first page also carries the totals of every filtered line. */
export async function listBatchLines(query: SettlementLineListQuery): Promise<SettlementLinePage> {
  await assertBatch(query.batchId);
  const lines = linesQuery(query);
  const [page, totals] = await Promise.all([
    readPage(lines, [], query, (doc) => toLineDto(doc.data() as LineRecord)),
    query.cursor ? null : lineTotals(lines),
  ]);
  return { ...page, totals };
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
    countOf(base),
    countOf(base.where('accountCipher', '==', '')),
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
