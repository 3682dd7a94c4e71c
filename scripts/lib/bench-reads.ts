/**
 * Firestore reads per screen: the API calls each screen makes on a first visit (what its
 * queries fetch with their default parameters), sent to the app from `createApp()` in this
 * process, with the Firestore SDK's read paths wrapped to count billed reads: one per document
 * a lookup or query returns (a lookup of a missing document and an empty query count 1), and
 * for an aggregation what Firestore bills for it: one read per 1,000 index entries it matched,
 * at least 1 (see `aggregationBilled`). The emulator has no usage counters.
 */
import { DocumentSnapshot, Firestore, Query, Transaction } from 'firebase-admin/firestore';
import { createApp } from '../../functions/src/http/app.js';
import { db } from '../../functions/src/lib/firebase.js';
import { freshSession, serve } from './bench-session.js';

/** Billed reads so far, split by what billed them (`npm run bench -- --only lists` reads it per request). */
export interface ReadCount {
  /** Documents returned by lookups and queries (an empty answer bills 1). */
  docs: number;
  /** Aggregation queries run (count(), sum(), …). */
  aggregations: number;
  /** What those aggregations bill: one read per 1,000 index entries matched, at least 1. */
  aggregationReads: number;
  /** Aggregations without a count(): the entries they matched are not in the answer, billed 1 each. */
  aggregationsUnsized: number;
}
const counted: ReadCount = { docs: 0, aggregations: 0, aggregationReads: 0, aggregationsUnsized: 0 };
let wrapped = false;

/** A copy of the counts so far: the difference of two is what happened in between. */
export const readCount = (): ReadCount => ({ ...counted });
export const billedReads = (c: ReadCount) => c.docs + c.aggregationReads;

function wrap<T extends object>(proto: T, method: string, count: (result: unknown) => number): void {
  const target = proto as Record<string, unknown>;
  const original = target[method];
  if (typeof original !== 'function') throw new Error(`the Firestore SDK changed: ${method} is gone`);
  target[method] = async function (this: unknown, ...args: unknown[]) {
    const result: unknown = await (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    counted.docs += count(result);
    return result;
  };
}

/**
 * Firestore bills an aggregation one read per batch of up to 1,000 index entries it matched
 * (at least 1), so a count() over 100,000 members costs 100 reads, not 1. The entries matched
 * are the count when the aggregation has one (readPage's total, countAndSum); a sum() alone does
 * not say how many it matched, so it is billed 1 and counted as unsized.
 */
function aggregationBilled(query: unknown, result: unknown): void {
  const aggregates = (query as { _aggregates?: Record<string, { aggregateType?: string }> })._aggregates ?? {};
  const snapshot = (result as { result?: { data?: () => Record<string, unknown> } }).result;
  const data = snapshot?.data?.() ?? {};
  const countAlias = Object.keys(aggregates).find((alias) => aggregates[alias]?.aggregateType === 'count');
  const matched = countAlias === undefined ? undefined : data[countAlias];
  counted.aggregations += 1;
  if (typeof matched === 'number') counted.aggregationReads += Math.max(1, Math.ceil(matched / 1000));
  else {
    counted.aggregationReads += 1;
    counted.aggregationsUnsized += 1;
  }
}

/** Query._get serves query.get() and transaction.get(query); doc lookups go through getAll. */
export function countReads(): void {
  if (wrapped) return;
  wrapped = true;
  const many = (result: unknown) => (Array.isArray(result) ? result.length : 0);
  wrap(Firestore.prototype, 'getAll', many);
  wrap(Transaction.prototype, 'getAll', many);
  wrap(Transaction.prototype, 'get', (result) => (result instanceof DocumentSnapshot ? 1 : 0));
  wrap(Query.prototype, '_get', (result) => {
    const size = (result as { result?: { size?: number } }).result?.size ?? 0;
    return Math.max(1, size);
  });
  // AggregateQuery is a type-only export of firebase-admin: take its prototype from an instance.
  const aggregateProto = Object.getPrototypeOf(db().collection('users').count()) as Record<string, unknown>;
  const original = aggregateProto._get;
  if (typeof original !== 'function') throw new Error('the Firestore SDK changed: AggregateQuery._get is gone');
  aggregateProto._get = async function (this: unknown, ...args: unknown[]) {
    const result: unknown = await (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    aggregationBilled(this, result);
    return result;
  };
}

interface Screen {
  screen: string;
  role: 'member' | 'admin';
  calls: string[];
}

// Cursor paging (issue 18): a first page is the one without a cursor.
const page = 'pageSize=10';
// The member layout asks for /users/me (account gate) and the inbox (bell) on every screen.
const memberShell = ['/users/me', '/push/message'];
const SCREENS: Screen[] = [
  { screen: '/', role: 'member', calls: [...memberShell, '/main/dashboardData'] },
  { screen: '/property', role: 'member', calls: [...memberShell, `/processingRecords?${page}`, '/main/exchangeRate'] },
  { screen: '/transaction', role: 'member', calls: [...memberShell, `/transactions?${page}`, '/main/exchangeRate'] },
  { screen: '/settlement', role: 'member', calls: [...memberShell, `/processingRecords?type=settlement&${page}`] },
  { screen: '/notice', role: 'member', calls: [...memberShell, `/announcements?${page}`] },
  {
    screen: '/admin',
    role: 'admin',
    calls: ['/users/me', '/admin/main', '/admin/main/settlementFeeRate', '/admin/main/exchangeRate'],
  },
  { screen: '/admin/transaction', role: 'admin', calls: ['/users/me', `/admin/transactions?${page}`, '/admin/main/exchangeRate'] },
  { screen: '/admin/settlement', role: 'admin', calls: ['/users/me', '/admin/processingRecords/settlementAll'] },
  { screen: '/admin/schedule', role: 'admin', calls: ['/users/me', `/admin/schedules?${monthRange()}`] },
  { screen: '/admin/notification', role: 'admin', calls: ['/users/me', `/admin/push/message?${page}`] },
];

function monthRange(): string {
  const now = new Date();
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}`;
}

export interface ScreenReads {
  screen: string;
  reads: number;
  calls: { path: string; status: number; reads: number }[];
}

export async function readsBench(): Promise<ScreenReads[]> {
  countReads();
  const session = await freshSession();
  const app = await serve(createApp());
  try {
    const rows: ScreenReads[] = [];
    for (const { screen, role, calls } of SCREENS) {
      const measured: ScreenReads['calls'] = [];
      for (const path of calls) {
        const before = billedReads(readCount());
        const response = await fetch(`${app.url}/api${path}`, {
          headers: { authorization: `Bearer ${session[role]}` },
        });
        await response.arrayBuffer();
        measured.push({ path, status: response.status, reads: billedReads(readCount()) - before });
      }
      rows.push({ screen, reads: measured.reduce((sum, c) => sum + c.reads, 0), calls: measured });
    }
    return rows;
  } finally {
    await app.close();
  }
}
