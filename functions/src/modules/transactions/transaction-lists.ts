import type { Page } from '@settle/contract/paging';
import { formatAssets } from '@settle/contract/money';
import {
  transactionStatusLabels,
  type AdminTransactionListQuery,
  type Transaction,
  type TransactionListQuery,
} from '@settle/contract/transactions';
import { FieldPath, Timestamp, type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { csvExport, type CsvExport, csvRow } from '../../lib/csv.js';
import { db } from '../../lib/firebase.js';
import { forEachDoc, readPage } from '../../lib/paging.js';
import { operatorNames } from '../users/operator-name.js';
import { toTransactionDto, type TransactionRecord } from './transaction-record.js';
import { readAssetUnit } from '../rates/asset-unit.js';

const transactions = () => db().collection(collections.transactions);
const toDto = (doc: QueryDocumentSnapshot) => toTransactionDto(doc.id, doc.data() as TransactionRecord);

/** GET /transactions: the member's own, newest first. */
export function listOwnTransactions(uid: string, query: TransactionListQuery): Promise<Page<Transaction>> {
  let q: Query = transactions().where('uid', '==', uid);
  if (query.status) q = q.where('status', '==', query.status);
  return readPage(q.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc'), query, toDto);
}

/** 'YYYY-MM-DD' in Asia/Seoul (UTC+9, no daylight saving) → that day's first instant. */
export function seoulDayStart(date: string): Timestamp {
  return Timestamp.fromDate(new Date(`${date}T00:00:00+09:00`));
}

const SORT_FIELD = { createdAt: 'createdAt', processedAt: 'processedAt', amount: 'amountMinor' } as const;

/**
 * The admin list's query: equality filters (status, member), a date range on the day field
 * (processedAt for processed ones or when sorted by it, else createdAt), ordered by the sort field with
 * the document id as a tie-breaker so pages never overlap. Each combination has its index in
 * firestore.indexes.json.
 */
function adminQuery(query: AdminTransactionListQuery): Query {
  let q: Query = transactions();
  if (query.status) q = q.where('status', '==', query.status);
  if (query.userId) q = q.where('uid', '==', query.userId);
  // Processed ones are filtered by the day they were processed unless sorted by registration.
  const dayField =
    query.sort === 'processedAt' || (query.status === 'success' && query.sort === 'amount')
      ? 'processedAt'
      : 'createdAt';
  if (query.from) q = q.where(dayField, '>=', seoulDayStart(query.from));
  if (query.to)
    q = q.where(dayField, '<', Timestamp.fromMillis(seoulDayStart(query.to).toMillis() + 86_400_000));
  q = q.orderBy(SORT_FIELD[query.sort], query.order);
  // Sorting by amount within a date range: the range field comes next in the order (Firestore
  // orders by every inequality field), then the id.
  if (query.sort === 'amount' && (query.from || query.to)) q = q.orderBy(dayField, query.order);
  return q.orderBy(FieldPath.documentId(), query.order);
}

/**
 * GET /admin/transactions: a page with 처리자 as the operator's name (issue 17) — stored at
 * processing time, looked up in one Auth call for records processed before names were stored.
 */
export async function listTransactions(query: AdminTransactionListQuery): Promise<Page<Transaction>> {
  const page = await readPage(adminQuery(query), query, (doc) => {
    const record = doc.data() as TransactionRecord;
    return { ...toTransactionDto(doc.id, record), processedByName: record.processedByName ?? null };
  });
  const unnamed = page.items.flatMap((tx) => (tx.processedBy && !tx.processedByName ? [tx.processedBy] : []));
  if (unnamed.length === 0) return page;
  const names = await operatorNames(unnamed);
  return {
    ...page,
    items: page.items.map((tx) =>
      tx.processedBy && !tx.processedByName
        ? { ...tx, processedByName: names.get(tx.processedBy) ?? null }
        : tx,
    ),
  };
}

const seoul = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const seoulTime = (t: Timestamp | null) => (t ? seoul.format(t.toDate()) : '');

/** The whole filtered set as CSV (not a page), walked by cursor. */
export async function exportTransactionsCsv(query: AdminTransactionListQuery): Promise<CsvExport> {
  const rows: string[] = [];
  const unit = await readAssetUnit();
  await forEachDoc(adminQuery(query), (doc) => {
    const r = doc.data() as TransactionRecord;
    rows.push(
      csvRow([
        doc.id,
        seoulTime(r.createdAt),
        r.userName,
        r.uid,
        formatAssets(r.amountMinor).replaceAll(',', ''),
        transactionStatusLabels[r.status],
        r.memo,
        seoulTime(r.processedAt),
        r.processedByName ?? r.processedBy,
        r.deleteReason,
      ]),
    );
  });
  return csvExport(
    // The unit in the header: the cells stay plain numbers a spreadsheet can add up.
    [
      '거래 ID',
      '등록 일시',
      '회원',
      '회원 ID',
      `금액(${unit})`,
      '상태',
      '메모',
      '처리 일시',
      '처리자',
      '반려 사유',
    ],
    rows,
  );
}
