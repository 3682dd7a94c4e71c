/**
 * Firestore reads per screen: the API calls each screen makes on a first visit (what its
 * queries fetch with their default parameters), sent to the app from `createApp()` in this
 * process, with the Firestore SDK's read paths wrapped to count billed reads: one per document
 * a lookup or query returns (a lookup of a missing document and an empty query count 1), one
 * per aggregation (count() bills 1 per 1,000 index entries). Offset pages' skipped documents
 * are not counted (every first page has offset 0). The emulator has no usage counters.
 */
import { DocumentSnapshot, Firestore, Query, Transaction } from 'firebase-admin/firestore';
import { createApp } from '../../functions/src/http/app.js';
import { db } from '../../functions/src/lib/firebase.js';
import { freshSession, serve } from './bench-session.js';

let reads = 0;
let wrapped = false;

function wrap<T extends object>(proto: T, method: string, count: (result: unknown) => number): void {
  const target = proto as Record<string, unknown>;
  const original = target[method];
  if (typeof original !== 'function') throw new Error(`the Firestore SDK changed: ${method} is gone`);
  target[method] = async function (this: unknown, ...args: unknown[]) {
    const result: unknown = await (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    reads += count(result);
    return result;
  };
}

/** Query._get serves query.get() and transaction.get(query); doc lookups go through getAll. */
function countReads(): void {
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
  wrap(Object.getPrototypeOf(db().collection('users').count()) as object, '_get', () => 1);
}

interface Screen {
  screen: string;
  role: 'member' | 'admin';
  calls: string[];
}

const page = 'page=1&pageSize=10';
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
        const before = reads;
        const response = await fetch(`${app.url}/api${path}`, {
          headers: { authorization: `Bearer ${session[role]}` },
        });
        await response.arrayBuffer();
        measured.push({ path, status: response.status, reads: reads - before });
      }
      rows.push({ screen, reads: measured.reduce((sum, c) => sum + c.reads, 0), calls: measured });
    }
    return rows;
  } finally {
    await app.close();
  }
}
