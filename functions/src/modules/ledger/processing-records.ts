import {
  ledgerEntryTypeLabels,
  type AdjustmentInput,
  type ProcessingRecord,
  type ReverseRecordsInput,
  type ReverseResult,
} from '@settle/contract/ledger';
import {
  type AdminProcessingRecordListQuery,
  type AdminProcessingRecordPage,
} from '@settle/contract/admin-lists';
import type {
  LedgerTotals,
  ProcessingRecordList,
  ProcessingRecordListQuery,
} from '@settle/contract/member-lists';
import { messages } from '@settle/contract/messages';
import { hundredthsToNumber } from '@settle/contract/money';
import type { Query } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import type { MarkApplied } from '../../lib/idempotency.js';
import { logger } from '../../lib/logger.js';
import { countOf, readPage, walkDocs, type ListOrder } from '../../lib/paging.js';
import { rowsOf, type TableExport } from '../../lib/export/table-export.js';
import { readAssetUnit } from '../rates/asset-unit.js';
import { countAndSum, withinSeoulDays } from '../../lib/seoul-period.js';
import { readMemberIn } from '../users/member-lock.js';
import { appendEntry } from './append-entry.js';
import { toProcessingRecordDto, type LedgerRecord } from './ledger-record.js';

const records = () => db().collection(collections.processingRecords);

/** POST /admin/processingRecords: an operator's adjustment, + or −, with a memo. */
export async function adjustAssets(
  input: AdjustmentInput,
  actorId: string,
  markApplied?: MarkApplied,
): Promise<ProcessingRecord> {
  const { id, record } = await db().runTransaction(async (tx) => {
    const { ref, user } = await readMemberIn(tx, input.userId);
    const entry = appendEntry(tx, ref, user, {
      type: 'adjustment',
      amountMinor: input.amount,
      memo: input.memo,
      actorId,
    });
    markApplied?.(tx);
    return entry;
  });
  logger.info('ledger.adjusted', { entryId: id, uid: input.userId, amountMinor: input.amount, actorId });
  return toProcessingRecordDto(id, record);
}

/**
 * DELETE /admin/processingRecords: each named entry is reversed by a compensating entry and
 * marked reversed, each in its own transaction; the answer says per entry what happened. The
 * reversal's id is derived from the original, so an entry can be reversed once only, even by
 * two operators at the same moment.
 */
export async function reverseRecords(
  input: ReverseRecordsInput,
  actorId: string,
  markApplied?: MarkApplied,
): Promise<ReverseResult> {
  const results: ReverseResult['results'] = [];
  for (const id of new Set(input.ids)) {
    try {
      const reversal = await reverseOne(id, input.memo, actorId, markApplied);
      results.push({ id, ok: true, message: null, reversal });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, ok: false, message: error.message, reversal: null });
    }
  }
  return { results };
}

async function reverseOne(id: string, memo: string, actorId: string, markApplied?: MarkApplied) {
  const originalRef = records().doc(id);
  const entry = await db().runTransaction(async (tx) => {
    const snap = await tx.get(originalRef);
    if (!snap.exists) throw new AppError('not-found', messages.recordNotFound);
    const original = snap.data() as LedgerRecord;
    if (original.reversalOf) throw new AppError('failed-precondition', messages.recordIsReversal);
    if (original.reversedBy) throw new AppError('failed-precondition', messages.recordAlreadyReversed);
    const { ref, user } = await readMemberIn(tx, original.uid);
    if (user.assetsMinor - original.amountMinor < 0) {
      throw new AppError('failed-precondition', messages.reversalWouldGoNegative);
    }
    // Reversing a settlement gives the assets back, so what was paid out goes back too.
    const paid = original.type === 'settlement' ? (original.settlement?.netWon ?? 0) : 0;
    const appended = appendEntry(tx, ref, user, {
      type: 'reversal',
      amountMinor: -original.amountMinor,
      memo: memo || `${id} 취소`,
      actorId,
      reversalOf: id,
      entryId: `reversal-${id}`,
      ...(original.transactionId ? { transactionId: original.transactionId } : {}),
      ...(paid > 0 ? { userUpdate: { totalSettlementWon: user.totalSettlementWon - paid } } : {}),
    });
    tx.update(originalRef, { reversedBy: appended.id });
    markApplied?.(tx);
    return appended;
  });
  logger.info('ledger.reversed', { entryId: id, reversalId: entry.id, actorId });
  return toProcessingRecordDto(entry.id, entry.record);
}

/** PATCH /admin/processingRecords/{id}: the memo is the only thing that may change. */
export async function updateRecordMemo(id: string, memo: string): Promise<ProcessingRecord> {
  const ref = records().doc(id);
  const record = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new AppError('not-found', messages.recordNotFound);
    tx.update(ref, { memo });
    return { ...(snap.data() as LedgerRecord), memo };
  });
  return toProcessingRecordDto(id, record);
}

function listQuery(filter: { uid?: string | undefined; type?: string | undefined }): Query {
  let query: Query = records();
  if (filter.uid) query = query.where('uid', '==', filter.uid);
  if (filter.type) query = query.where('type', '==', filter.type);
  return query;
}

const NEWEST_FIRST: ListOrder = [['createdAt', 'desc']];

const toDto = (doc: FirebaseFirestore.QueryDocumentSnapshot) =>
  toProcessingRecordDto(doc.id, doc.data() as LedgerRecord);

/** GET /processingRecords: the member's own ledger, newest first, and the totals of the whole period. */
export async function listOwnRecords(
  uid: string,
  query: ProcessingRecordListQuery,
): Promise<ProcessingRecordList> {
  let own: Query = records().where('uid', '==', uid);
  if (query.type) own = own.where('type', '==', query.type);
  const listed = withinSeoulDays(own, 'createdAt', query);
  const [page, totals] = await Promise.all([
    readPage(listed, NEWEST_FIRST, query, toDto),
    ownTotals(own, query),
  ]);
  return { ...page, totals };
}

/**
 * 입금 (+) and 출금 (−) sums over the same filters as the list, and for settlements the ones that
 * stand with the won they paid. The sign is a filter on amountMinor before the period's
 * createdAt range: Firestore orders a query's inequality fields by name, and the index
 * (uid, [type,] amountMinor, createdAt) follows that order.
 */
async function ownTotals(own: Query, query: ProcessingRecordListQuery): Promise<LedgerTotals> {
  const signed = (op: '>' | '<') =>
    countAndSum(withinSeoulDays(own.where('amountMinor', op, 0), 'createdAt', query), 'amountMinor');
  const [credit, debit, settlement] = await Promise.all([
    signed('>'),
    signed('<'),
    query.type === 'settlement'
      ? countAndSum(
          withinSeoulDays(own.where('reversedBy', '==', null), 'createdAt', query),
          'settlement.netWon',
        )
      : null,
  ]);
  return {
    credit: hundredthsToNumber(credit.sum),
    debit: hundredthsToNumber(debit.sum),
    settlement: settlement ? { count: settlement.count, net: settlement.sum } : null,
  };
}

/**
 * GET /admin/processingRecords?format=csv|xlsx: the whole filtered ledger (not a page), newest
 * first, walked by cursor as the file is written; counted first for the access record. The
 * amounts and the won paid by settlements are totalled (a reversal's negative amount included,
 * so the 합계 is the net movement).
 */
export async function exportRecords(
  query: AdminProcessingRecordListQuery,
): Promise<{ table: TableExport; count: number }> {
  const base = listQuery({ uid: query.userId, type: query.type });
  const [unit, count] = await Promise.all([readAssetUnit(), countOf(base)]);
  const rows = rowsOf(walkDocs(base, NEWEST_FIRST), (doc) => {
    const r = doc.data() as LedgerRecord;
    return [
      doc.id,
      r.createdAt.toDate(),
      r.userName,
      r.uid,
      ledgerEntryTypeLabels[r.type],
      r.amountMinor,
      r.balanceAfterMinor,
      r.settlement?.netWon ?? null,
      r.memo,
      r.actorId,
      r.reversedBy ? '취소됨' : '',
    ];
  });
  return {
    count,
    table: {
      what: query.type ? `처리기록_${ledgerEntryTypeLabels[query.type].replaceAll(' ', '')}` : '처리기록',
      columns: [
        { header: '기록 ID', kind: 'text', width: 24 },
        { header: '일시', kind: 'date' },
        { header: '회원', kind: 'text' },
        { header: '회원 ID', kind: 'text', width: 30 },
        { header: '유형', kind: 'text' },
        { header: `금액(${unit})`, kind: 'money', total: true },
        { header: `처리 후 잔액(${unit})`, kind: 'money' },
        { header: '정산 지급액(원)', kind: 'number', total: true },
        { header: '메모', kind: 'text', width: 30 },
        { header: '처리자 ID', kind: 'text', width: 30 },
        { header: '취소 여부', kind: 'text' },
      ],
      rows,
    },
  };
}

/**
 * GET /admin/processingRecords: everyone's, or one member's, newest first; with the first page
 * the totals row (how many, and the signed sum) from one count and sum aggregation over the same
 * filtered query.
 */
export async function listRecords(query: AdminProcessingRecordListQuery): Promise<AdminProcessingRecordPage> {
  const base = listQuery({ uid: query.userId, type: query.type });
  const [page, totals] = await Promise.all([
    readPage(base, NEWEST_FIRST, query, toDto),
    query.cursor ? null : countAndSum(base, 'amountMinor'),
  ]);
  return { ...page, totals: totals && { count: totals.count, amount: hundredthsToNumber(totals.sum) } };
}
