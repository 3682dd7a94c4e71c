/**
 * The body of `npm run bench:settlement` (scripts/bench-settlement.ts), run inside the
 * Firestore emulator it started: seed, prepare, execute, verify, print a table.
 */
import { FieldPath, Timestamp, Transaction, WriteBatch } from 'firebase-admin/firestore';
import { collections, settingsDocs } from '../../functions/src/lib/collections.js';
import { db } from '../../functions/src/lib/firebase.js';
import { forEachDoc } from '../../functions/src/lib/paging.js';
import { auditLedger } from '../../functions/src/modules/ledger/audit.js';
import { storedAccount } from '../../functions/src/modules/accounts/account-cipher.js';
import type { LedgerRecord } from '../../functions/src/modules/ledger/ledger-record.js';
import type { PushMessageRecord } from '../../functions/src/modules/push/push-record.js';
import type { BatchRecord, LineRecord } from '../../functions/src/modules/settlement/batch-record.js';
import { inlineDispatcher } from '../../functions/src/modules/settlement/dispatcher.js';
import { SETTLEMENT_CONCURRENCY, settlementEntryId, startExecution } from '../../functions/src/modules/settlement/execute.js';
import { prepareSettlement } from '../../functions/src/modules/settlement/prepare.js';
import type { UserRecord } from '../../functions/src/modules/users/user-record.js';
import { PROJECT_ID } from './emulator-env.js';

const ACTOR = 'bench-admin';
const RATE_HUNDREDTHS = 135_025; // 1,350.25 원 per asset
const FEE_BASIS_POINTS = 150; // 1.5 %

// Counting committed writes --------------------------------------------------------------------

interface Counts {
  writes: number;
  commits: number;
  rollbacks: number;
}
const zero = (): Counts => ({ writes: 0, commits: 0, rollbacks: 0 });
let counts = zero();

/**
 * Every write of the SDK — transactions, batches, BulkWriter, `ref.update()` — is committed by
 * `WriteBatch._commit` (internal; checked at start-up so an SDK change fails loudly). A
 * transaction attempt that aborts and retries rolls back instead of committing.
 */
let counting = false;
function countWrites(): void {
  if (counting) return;
  counting = true;
  type Commit = (this: { _ops: unknown[] }, ...args: unknown[]) => Promise<unknown>;
  const batch = WriteBatch.prototype as unknown as { _commit?: Commit };
  const tx = Transaction.prototype as unknown as { rollback?: (...args: unknown[]) => Promise<unknown> };
  const commit = batch._commit;
  const rollback = tx.rollback;
  if (typeof commit !== 'function' || typeof rollback !== 'function') {
    throw new Error('the Firestore SDK changed: WriteBatch._commit or Transaction.rollback is gone');
  }
  batch._commit = async function (this: { _ops: unknown[] }, ...args: unknown[]) {
    const writes = this._ops.length;
    const result = await commit.apply(this, args);
    counts.writes += writes;
    counts.commits += 1;
    return result;
  };
  tx.rollback = async function (this: unknown, ...args: unknown[]) {
    counts.rollbacks += 1;
    return rollback.apply(this, args);
  };
}

// Seeding ------------------------------------------------------------------------------------

/** A small deterministic generator (mulberry32): the same members every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function resetFirestore(): Promise<void> {
  const host = process.env.FIRESTORE_EMULATOR_HOST;
  const res = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!res.ok) throw new Error(`emulator reset failed: ${res.status}`);
}

/** N active members with a bank account, each a user document plus its opening ledger entry. */
async function seed(n: number): Promise<{ totalMinor: number }> {
  const next = random(n);
  const now = Timestamp.now();
  const writer = db().bulkWriter({ throttling: false });
  let totalMinor = 0;
  for (let i = 0; i < n; i += 1) {
    const uid = `bench-${String(i).padStart(6, '0')}`;
    const assetsMinor = 1 + Math.floor(next() * 1_000_000); // 0.01 … 10,000.00
    totalMinor += assetsMinor;
    const user: UserRecord = {
      uid,
      name: `회원${i}`,
      email: `${uid}@example.com`,
      phone: '010-0000-0000',
      bank: '국민은행',
      ...storedAccount(uid, `100-${String(i).padStart(6, '0')}`),
      accountChangedAt: null,
      assetsMinor,
      totalSettlementWon: 0,
      isNotificationEnabled: false,
      status: 'active',
      activatedAt: now,
      createdAt: now,
      updatedAt: now,
    };
    const entry: LedgerRecord = {
      uid,
      userName: user.name,
      type: 'adjustment',
      amountMinor: assetsMinor,
      balanceAfterMinor: assetsMinor,
      memo: '벤치마크 초기 잔액',
      actorId: 'seed',
      createdAt: now,
      transactionId: null,
      reversalOf: null,
      reversedBy: null,
      settlement: null,
    };
    void writer.create(db().collection(collections.users).doc(uid), user);
    void writer.create(db().collection(collections.processingRecords).doc(`open-${uid}`), entry);
  }
  const settings = db().collection(collections.settings);
  void writer.set(settings.doc(settingsDocs.exchangeRate), {
    rateHundredths: RATE_HUNDREDTHS,
    updatedAt: now,
    updatedBy: ACTOR,
  });
  void writer.set(settings.doc(settingsDocs.feeRate), { basisPoints: FEE_BASIS_POINTS, updatedAt: now, updatedBy: ACTOR });
  await writer.close();
  return { totalMinor };
}

// Verifying ----------------------------------------------------------------------------------

/** Every line settled exactly once: its entry exists once, debits its amount, names the batch. */
async function verify(batchId: string, n: number, execWrites: number): Promise<string[]> {
  const problems: string[] = [];
  const batch = (await db().collection(collections.settlementBatches).doc(batchId).get()).data() as
    | BatchRecord
    | undefined;
  if (batch?.status !== 'completed') problems.push(`batch is ${batch?.status ?? 'missing'}, not completed`);
  if (batch?.result?.settled !== n || batch.result.failed !== 0 || batch.result.pending !== 0) {
    problems.push(`batch result ${JSON.stringify(batch?.result)}, expected ${n} settled`);
  }

  const lines: LineRecord[] = [];
  const linesQuery = db()
    .collection(collections.settlementBatches)
    .doc(batchId)
    .collection(collections.settlementLines)
    .orderBy(FieldPath.documentId());
  await forEachDoc(linesQuery, (doc) => {
    lines.push(doc.data() as LineRecord);
  });
  if (lines.length !== n) problems.push(`${lines.length} lines, expected ${n}`);
  const unsettled = lines.filter((l) => l.status !== 'settled');
  if (unsettled.length > 0) problems.push(`${unsettled.length} line(s) not settled, e.g. ${unsettled[0]?.uid}`);

  for (let i = 0; i < lines.length; i += 500) {
    const page = lines.slice(i, i + 500);
    const refs = page.map((l) => db().collection(collections.processingRecords).doc(settlementEntryId(batchId, l.uid)));
    const snaps = await db().getAll(...refs);
    snaps.forEach((snap, j) => {
      const line = page[j];
      const entry = snap.data() as LedgerRecord | undefined;
      if (!line) return;
      if (!entry) problems.push(`line ${line.uid} has no settlement entry`);
      else if (
        entry.amountMinor !== -line.amountMinor ||
        entry.settlement?.batchId !== batchId ||
        line.processingRecordId !== snap.id
      ) {
        problems.push(`settlement entry ${snap.id} does not match its line`);
      }
    });
  }
  const entries = await db()
    .collection(collections.processingRecords)
    .where('settlement.batchId', '==', batchId)
    .count()
    .get();
  if (entries.data().count !== n) problems.push(`${entries.data().count} settlement entries, expected ${n}`);
  const left = await db().collection(collections.users).where('assetsMinor', '>', 0).count().get();
  if (left.data().count !== 0) problems.push(`${left.data().count} member(s) still hold assets`);

  // The "paid" notice: one inbox row per settled member (written in its line's transaction),
  // one push message per notice group of 500 naming each member once.
  const [inbox, notices] = await Promise.all([
    db().collectionGroup(collections.inbox).count().get(),
    db().collection(collections.pushMessages).get(),
  ]);
  const inboxRows = inbox.data().count;
  const messages = notices.size;
  if (inboxRows !== n) problems.push(`${inboxRows} inbox rows, expected ${n} (one "paid" notice per member)`);
  if (messages !== Math.ceil(n / 500)) problems.push(`${messages} push messages, expected ${Math.ceil(n / 500)}`);
  const named = notices.docs.flatMap((doc) => {
    const target = (doc.data() as PushMessageRecord).target;
    return target.type === 'users' ? target.userIds : [];
  });
  if (named.length !== n || new Set(named).size !== n) {
    problems.push(`push messages name ${named.length} members (${new Set(named).size} distinct), expected ${n}`);
  }

  // Cross-check of the write count: per line, in its transaction, 1 entry create + 1 member
  // update + 1 line update + 1 inbox row; plus 1 push message per group and the batch flipped
  // to executing and to completed.
  const expected = 3 * n + inboxRows + messages + 2;
  if (execWrites !== expected) {
    problems.push(`execute committed ${execWrites} writes, expected ${expected} (4 per line + messages + 2)`);
  }

  const audit = await auditLedger();
  if (audit.members !== n || audit.entries !== 2 * n) {
    problems.push(`audit saw ${audit.members} members / ${audit.entries} entries, expected ${n} / ${2 * n}`);
  }
  for (const d of audit.drift.slice(0, 10)) problems.push(`audit: ${d.uid} ${d.problem}`);
  if (audit.drift.length > 10) problems.push(`audit: … ${audit.drift.length - 10} more drift line(s)`);
  return problems;
}

// Running ------------------------------------------------------------------------------------

export interface SettlementRow {
  n: number;
  concurrency: string;
  seedS: number;
  prepareS: number;
  executeS: number;
  prepareWrites: number;
  executeWrites: number;
  rollbacks: number;
  ok: boolean;
}

const seconds = (ms: number) => ms / 1000;
const time = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, seconds(performance.now() - started)];
};

async function runOne(n: number, concurrency: number | undefined): Promise<SettlementRow> {
  const label = concurrency === undefined ? `${SETTLEMENT_CONCURRENCY} (default)` : String(concurrency);
  console.log(`\n== ${n.toLocaleString('en-US')} members, concurrency ${label}`);
  await resetFirestore();
  const [, seedS] = await time(() => seed(n));
  console.log(`seeded in ${seedS.toFixed(1)} s`);

  counts = zero();
  const [batch, prepareS] = await time(() => prepareSettlement(ACTOR));
  const prepareCounts = counts;
  console.log(`prepared ${batch.totals.payableLines} lines in ${prepareS.toFixed(1)} s`);

  counts = zero();
  const [, executeS] = await time(async () => {
    await startExecution(batch.id, ACTOR);
    await inlineDispatcher(concurrency === undefined ? {} : { concurrency }).dispatch(batch.id);
  });
  const executeCounts = counts;
  console.log(`executed in ${executeS.toFixed(1)} s; verifying…`);

  const problems = await verify(batch.id, n, executeCounts.writes);
  for (const p of problems) console.error(`  ✗ ${p}`);
  if (problems.length === 0) console.log('  ✓ every line settled exactly once; auditLedger() clean');
  return {
    n,
    concurrency: label,
    seedS,
    prepareS,
    executeS,
    prepareWrites: prepareCounts.writes,
    executeWrites: executeCounts.writes,
    rollbacks: executeCounts.rollbacks,
    ok: problems.length === 0,
  };
}

export function settlementTable(rows: SettlementRow[]): string {
  const header = [
    'members',
    'concurrency',
    'prepare s',
    'execute s',
    'members/s',
    'writes/member',
    '(prepare + execute)',
    'tx retries',
    'checks',
  ];
  const body = rows.map((r) => [
    r.n.toLocaleString('en-US'),
    r.concurrency,
    r.prepareS.toFixed(1),
    r.executeS.toFixed(1),
    (r.n / r.executeS).toFixed(0),
    ((r.prepareWrites + r.executeWrites) / r.n).toFixed(2),
    `${(r.prepareWrites / r.n).toFixed(2)} + ${(r.executeWrites / r.n).toFixed(2)}`,
    String(r.rollbacks),
    r.ok ? 'ok' : 'FAILED',
  ]);
  const all = [header, ...body];
  const widths = header.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length)));
  const line = (row: string[]) => row.map((cell, i) => cell.padStart(widths[i] ?? 0)).join('  ');
  return [
    `${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`,
    ...body.map(line),
    '\nmembers/s = members settled per second of execute; writes are committed document writes, counted at the SDK' +
      ' (prepare: 1 line each + the batch created, then marked prepared + pointer; execute: entry + member + line +' +
      ' "paid" inbox row each, all in the line\'s transaction, 1 push message per notice group of 500, 2 batch updates).',
  ].join('\n');
}

/** Seeds, prepares, executes and verifies each member count in turn (`npm run bench` reuses it). */
export async function settlementRows(
  memberCounts: number[],
  concurrencies: (number | undefined)[] = [undefined],
): Promise<SettlementRow[]> {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  countWrites();
  const rows: SettlementRow[] = [];
  for (const n of memberCounts) {
    for (const concurrency of concurrencies) rows.push(await runOne(n, concurrency));
  }
  return rows;
}

export async function runBenchmarks(memberCounts: number[], concurrencies: (number | undefined)[]): Promise<number> {
  const rows = await settlementRows(memberCounts, concurrencies);
  console.log(`\n${settlementTable(rows)}`);
  return rows.every((r) => r.ok) ? 0 : 1;
}
