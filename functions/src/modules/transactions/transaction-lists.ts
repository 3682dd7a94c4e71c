import { messages } from '@settle/contract/messages';
import { hundredthsToNumber } from '@settle/contract/money';
import {
  transactionStatusLabels,
  type Transaction,
  type TransactionStatus,
} from '@settle/contract/transactions';
import {
  type AdminTransactionListQuery,
  type AdminTransactionPage,
  type TransactionListTotals,
} from '@settle/contract/admin-lists';
import type { TransactionList, TransactionListQuery, TransactionTotals } from '@settle/contract/member-lists';
import { type Query, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { rowsOf, type TableExport } from '../../lib/export/table-export.js';
import { db } from '../../lib/firebase.js';
import { countOf, readPage, walkDocs, type ListOrder } from '../../lib/paging.js';
import { countAndSum, withinSeoulDays } from '../../lib/seoul-period.js';
import { operatorNames } from '../users/operator-name.js';
import { toTransactionDto, type TransactionRecord } from './transaction-record.js';
import { readAssetUnit } from '../rates/asset-unit.js';

const transactions = () => db().collection(collections.transactions);
const toDto = (doc: QueryDocumentSnapshot) => toTransactionDto(doc.id, doc.data() as TransactionRecord);

/** GET /transactions: the member's own, newest first, and the totals of the whole period. */
export async function listOwnTransactions(
  uid: string,
  query: TransactionListQuery,
): Promise<TransactionList> {
  const own: Query = transactions().where('uid', '==', uid);
  const listed = withinSeoulDays(
    query.status ? own.where('status', '==', query.status) : own,
    'createdAt',
    query,
  );
  const [page, totals] = await Promise.all([
    readPage(listed, [['createdAt', 'desc']], query, toDto),
    ownTotals(own, query),
  ]);
  const count = Object.values(totals.byStatus).reduce((sum, s) => sum + s.count, 0);
  return { ...page, totals: { ...totals, count } };
}

/**
 * Per status, how many and how much (one aggregation each, run together) over the same filters
 * as the list; a status the filter leaves out is 0 without asking.
 */
async function ownTotals(own: Query, query: TransactionListQuery): Promise<Omit<TransactionTotals, 'count'>> {
  const total = async (status: TransactionStatus) => {
    if (query.status && query.status !== status) return { count: 0, amount: 0 };
    const { count, sum } = await countAndSum(
      withinSeoulDays(own.where('status', '==', status), 'createdAt', query),
      'amountMinor',
    );
    return { count, amount: hundredthsToNumber(sum) };
  };
  const [pending, success, canceled, deleted] = await Promise.all([
    total('pending'),
    total('success'),
    total('canceled'),
    total('deleted'),
  ]);
  return { byStatus: { pending, success, canceled, deleted } };
}

/** GET /transactions/{id}: one of the member's own; someone else's looks exactly like a missing one. */
export async function getOwnTransaction(uid: string, id: string): Promise<Transaction> {
  const snap = await transactions().doc(id).get();
  const record = snap.data() as TransactionRecord | undefined;
  if (!record || record.uid !== uid) throw new AppError('not-found', messages.transactionNotFound);
  return toTransactionDto(id, record);
}

const SORT_FIELD = { createdAt: 'createdAt', processedAt: 'processedAt', amount: 'amountMinor' } as const;

/**
 * The admin list's query: equality filters (status, member), a date range on the day field
 * (processedAt for processed ones or when sorted by it, else createdAt), ordered by the sort field with
 * the document id as a tie-breaker so pages never overlap. Each combination has its index in
 * firestore.indexes.json.
 */
function adminQuery(query: AdminTransactionListQuery): { base: Query; order: ListOrder } {
  let q: Query = transactions();
  if (query.status) q = q.where('status', '==', query.status);
  if (query.userId) q = q.where('uid', '==', query.userId);
  // Processed ones are filtered by the day they were processed unless sorted by registration.
  const dayField =
    query.sort === 'processedAt' || (query.status === 'success' && query.sort === 'amount')
      ? 'processedAt'
      : 'createdAt';
  const order: ListOrder = [[SORT_FIELD[query.sort], query.order]];
  // Sorting by amount within a date range: the range field comes next in the order (Firestore
  // orders by every inequality field), then the id.
  const ranged = query.sort === 'amount' && (query.from || query.to);
  return {
    base: withinSeoulDays(q, dayField, query),
    order: ranged ? [...order, [dayField, query.order]] : order,
  };
}

/**
 * GET /admin/transactions: a page with 처리자 as the operator's name (issue 17) — stored at
 * processing time, looked up in one Auth call for records processed before names were stored.
 */
export async function listTransactions(query: AdminTransactionListQuery): Promise<AdminTransactionPage> {
  const { base, order } = adminQuery(query);
  const [read, totals] = await Promise.all([
    readPage(base, order, query, (doc) => {
      const record = doc.data() as TransactionRecord;
      return { ...toTransactionDto(doc.id, record), processedByName: record.processedByName ?? null };
    }),
    query.cursor ? null : listTotals(base),
  ]);
  const page = { ...read, totals };
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

/**
 * The totals row: one count and sum aggregation over the list's own filtered query (the same
 * shape as its count, so the same index), never the documents.
 */
async function listTotals(base: Query): Promise<TransactionListTotals> {
  const { count, sum } = await countAndSum(base, 'amountMinor');
  return { count, amount: hundredthsToNumber(sum) };
}

/**
 * The whole filtered set (not a page) for a download, in the list's order, walked by cursor:
 * the rows are read chunk by chunk as the file is written. `count` (one aggregation) is known
 * before the first row, for the access record. Amounts are totalled in the 합계 row.
 */
export async function exportTransactions(
  query: AdminTransactionListQuery,
): Promise<{ table: TableExport; count: number }> {
  const { base, order } = adminQuery(query);
  const [unit, count] = await Promise.all([readAssetUnit(), countOf(base)]);
  const rows = rowsOf(walkDocs(base, order), (doc) => {
    const r = doc.data() as TransactionRecord;
    return [
      doc.id,
      r.createdAt.toDate(),
      r.userName,
      r.uid,
      r.amountMinor,
      transactionStatusLabels[r.status],
      r.memo,
      r.processedAt?.toDate() ?? null,
      r.processedByName ?? r.processedBy,
      r.deleteReason,
    ];
  });
  const status = query.status ? transactionStatusLabels[query.status] : '전체';
  return {
    count,
    table: {
      what: `거래목록_${status.replaceAll(' ', '')}`,
      columns: [
        { header: '거래 ID', kind: 'text', width: 24 },
        { header: '등록 일시', kind: 'date' },
        { header: '회원', kind: 'text' },
        { header: '회원 ID', kind: 'text', width: 30 },
        // The unit in the header: the cells stay plain numbers a spreadsheet can add up.
        { header: `금액(${unit})`, kind: 'money', total: true },
        { header: '상태', kind: 'text' },
        { header: '메모', kind: 'text', width: 30 },
        { header: '처리 일시', kind: 'date' },
        { header: '처리자', kind: 'text' },
        { header: '반려 사유', kind: 'text', width: 30 },
      ],
      rows,
    },
  };
}
