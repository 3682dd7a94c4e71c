/**
 * 정산 내역 (issue 18 item 5): the batches prepared so far, newest first, cursor-paged, by status
 * and period, each with its totals; one batch on its own; a batch's lines with their totals row.
 * The batches are made by the real prepare and execute, run in process.
 */
import { messages } from '@settle/contract/messages';
import type { SettlementBatch, SettlementLine } from '@settle/contract/settlement';
import type { SettlementLineTotals } from '@settle/contract/admin-lists';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import { adjustAssets } from '../../src/modules/ledger/processing-records.js';
import { runSettlementChunk, startExecution } from '../../src/modules/settlement/execute.js';
import { prepareSettlement } from '../../src/modules/settlement/prepare.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import { bearer, newMember, setRates } from '../support/money.js';

const app = createApp();
const BATCHES = '/api/admin/processingRecords/settlementAll/batches';
const LINES = '/api/admin/processingRecords/settlementAll/lines';

let admin: TestAccount;
/** Batch ids as made, oldest first. */
const made: { completed: string; partial: string; discarded: string; prepared: string; preparing: string } = {
  completed: '',
  partial: '',
  discarded: '',
  prepared: '',
  preparing: '',
};

async function credit(uid: string, amountMinor: number) {
  await adjustAssets({ userId: uid, amount: amountMinor, memo: '입금' }, admin.uid);
}

async function execute(batchId: string) {
  await startExecution(batchId, admin.uid);
  while (!(await runSettlementChunk(batchId, { concurrency: 4 })).done) {
    // each pass settles what its budget allows; the default budget finishes these few lines
  }
}

const get = (path: string, query: Record<string, string | number> = {}) =>
  request(app).get(path).query(query).set(bearer(admin));

/** Every page of the list by its cursors (pageSize each), and the pages' totals. */
async function walk(query: Record<string, string | number>, between?: (page: number) => Promise<void>) {
  const ids: string[] = [];
  const totals: (number | null)[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const res = await get(BATCHES, cursor ? { ...query, cursor } : query);
    expect(res.status).toBe(200);
    ids.push(...(res.body.data.items as SettlementBatch[]).map((b) => b.id));
    totals.push(res.body.data.total as number | null);
    cursor = res.body.data.nextCursor as string | null;
    if (cursor === null) return { ids, totals };
    await between?.(page);
  }
  throw new Error('the cursor never ended');
}

beforeAll(async () => {
  await resetEmulators();
  await setRates(138_550, 250); // 1,385.50 KRW per asset, 2.50 %
  admin = await createAccount('admin@example.com', { admin: true });
  const alice = await newMember('a@example.com');
  const bob = await newMember('b@example.com');
  const carol = await newMember('c@example.com');
  const noAccount = await newMember('d@example.com', { bank: '', account: '' });

  // 1. Paid in full: alice 1,234.56, bob 0.01; the member without an account is skipped.
  await credit(alice.uid, 123_456);
  await credit(bob.uid, 1);
  await credit(noAccount.uid, 500);
  made.completed = (await prepareSettlement(admin.uid)).id;
  await execute(made.completed);

  // 2. Partly paid: carol is deactivated after prepare, so her line fails.
  await credit(alice.uid, 1_000);
  await credit(carol.uid, 10_000);
  made.partial = (await prepareSettlement(admin.uid)).id;
  await db().collection('users').doc(carol.uid).update({ status: 'deactivated' });
  await execute(made.partial);
  await db().collection('users').doc(carol.uid).update({ status: 'active' });

  // 3 and 4. Prepared again before paying: the first is discarded, the second is current.
  await credit(bob.uid, 200);
  made.discarded = (await prepareSettlement(admin.uid)).id;
  made.prepared = (await prepareSettlement(admin.uid)).id;

  // A prepare that died halfway leaves a `preparing` batch (prepare.ts): never a batch to show.
  const orphan = db().collection('settlementBatches').doc();
  const current = (await db().collection('settlementBatches').doc(made.prepared).get()).data() ?? {};
  await orphan.set({ ...current, status: 'preparing', preparedAt: Timestamp.now() });
  made.preparing = orphan.id;
}, 60_000);

describe('정산 내역: GET /admin/processingRecords/settlementAll/batches', () => {
  it('lists every prepared batch newest first, never a preparing one, with the first page counting them', async () => {
    const res = await get(BATCHES, { pageSize: 100 });
    expect(res.status).toBe(200);
    const ids = (res.body.data.items as SettlementBatch[]).map((b) => b.id);
    expect(ids).toEqual([made.prepared, made.discarded, made.partial, made.completed]);
    expect(res.body.data).toMatchObject({ total: 4, pageSize: 100, nextCursor: null });
  });

  it('when walked one or three at a time, then the pages join into the whole list with no duplicate or gap, and only the first counts', async () => {
    const all = [made.prepared, made.discarded, made.partial, made.completed];
    for (const pageSize of [1, 3]) {
      const { ids, totals } = await walk({ pageSize });
      expect(ids).toEqual(all);
      expect(totals[0]).toBe(4);
      expect(totals.slice(1).every((t) => t === null)).toBe(true);
    }
  });

  it('when a batch is prepared while the pages are read, then the walk still returns each earlier batch exactly once, in order', async () => {
    const before = (await walk({ pageSize: 100 })).ids;
    let added = '';
    const { ids } = await walk({ pageSize: 2 }, async (page) => {
      // A new batch (newest: before the cursor) that also discards the current one.
      if (page === 0) added = (await prepareSettlement(admin.uid)).id;
    });
    expect(added).not.toBe('');
    expect(ids).toEqual(before);
    const after = (await walk({ pageSize: 2 })).ids;
    expect(after).toEqual([added, ...before]);
    expect(new Set(after).size).toBe(after.length);
    made.discarded = made.prepared;
    made.prepared = added;
  });

  it('gives each batch its totals: prepared amounts, and what was paid and what failed', async () => {
    const items = (await get(BATCHES, { pageSize: 100 })).body.data.items as SettlementBatch[];
    const byId = new Map(items.map((b) => [b.id, b]));
    // 1,234.56 × 1,385.50 = 1,710,482 won, fee 42,762; 0.01 → 13 won, fee 0.
    const completed = byId.get(made.completed);
    expect(completed).toMatchObject({
      status: 'completed',
      totals: {
        payableLines: 2,
        skippedLines: 1,
        heldLines: 0,
        amount: 1234.57,
        gross: 1_710_495,
        fee: 42_762,
        net: 1_667_733,
      },
      progress: { pending: 0, settled: 2, failed: 0, settledNet: 1_667_733, settledFee: 42_762 },
    });
    expect(completed?.completedAt).not.toBeNull();
    // alice 10.00 → 13,855 won, fee 346; carol 100.00 → 138,550, fee 3,463 (failed: not paid).
    expect(byId.get(made.partial)).toMatchObject({
      status: 'completed',
      totals: { payableLines: 2, gross: 13_855 + 138_550, fee: 346 + 3_463, net: 13_509 + 135_087 },
      // The fee earned is the settled line's only: the failed one paid none.
      progress: { pending: 0, settled: 1, failed: 1, settledNet: 13_509, settledFee: 346 },
    });
    // Never executed: every payable line is still pending, as the lines say.
    for (const id of [made.discarded, made.prepared]) {
      const batch = byId.get(id);
      expect(batch?.progress).toEqual({
        pending: batch?.totals.payableLines,
        settled: 0,
        failed: 0,
        settledNet: 0,
        settledFee: 0,
      });
      const pending = await get(LINES, { batchId: id, status: 'pending' });
      expect(pending.body.data.total).toBe(batch?.totals.payableLines);
    }
  });

  it('filters by status', async () => {
    const completed = await get(BATCHES, { status: 'completed' });
    expect((completed.body.data.items as SettlementBatch[]).map((b) => b.id)).toEqual([
      made.partial,
      made.completed,
    ]);
    expect(completed.body.data.total).toBe(2);
    const prepared = await get(BATCHES, { status: 'prepared' });
    expect((prepared.body.data.items as SettlementBatch[]).map((b) => b.id)).toEqual([made.prepared]);
    const stale = await get(BATCHES, { status: 'stale' });
    expect(stale.body.data).toMatchObject({ items: [], total: 0, nextCursor: null });
  });

  it('filters by the Seoul days the batches were prepared on', async () => {
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 33 * 3_600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 15 * 3_600_000).toISOString().slice(0, 10);
    expect((await get(BATCHES, { from: today, to: today })).body.data.total).toBe(5);
    expect((await get(BATCHES, { from: tomorrow })).body.data).toMatchObject({ items: [], total: 0 });
    expect((await get(BATCHES, { to: yesterday, status: 'completed' })).body.data.total).toBe(0);
  });

  it('when the filter is wrong or the cursor foreign, then a Korean 400 and nothing listed', async () => {
    const reversed = await get(BATCHES, { from: '2026-11-02', to: '2026-11-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('시작일은 종료일보다 늦을 수 없습니다.');
    const status = await get(BATCHES, { status: 'preparing' });
    expect(status.status).toBe(400);
    const cursor = await get(BATCHES, { cursor: Buffer.from('["x"]').toString('base64url') });
    expect(cursor.status).toBe(400);
    expect(cursor.body.message).toBe(messages.cursorInvalid);
    const big = await get(BATCHES, { pageSize: 101 });
    expect(big.status).toBe(400);
  });
});

describe('one batch: GET .../settlementAll/batches/{id}', () => {
  it('answers the batch as the list shows it', async () => {
    const listed = ((await get(BATCHES, { status: 'completed' })).body.data.items as SettlementBatch[]).find(
      (b) => b.id === made.partial,
    );
    const res = await get(`${BATCHES}/${made.partial}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(listed);
  });

  it('when a batch completed before its result kept the fee paid, then the list shows none and the batch counts it from its lines', async () => {
    const ref = db().collection('settlementBatches').doc(made.partial);
    await ref.update({ 'result.settledFee': FieldValue.delete() });
    const listed = ((await get(BATCHES, { status: 'completed' })).body.data.items as SettlementBatch[]).find(
      (b) => b.id === made.partial,
    );
    expect(listed?.progress).toEqual({
      pending: 0,
      settled: 1,
      failed: 1,
      settledNet: 13_509,
      settledFee: null,
    });
    const one = await get(`${BATCHES}/${made.partial}`);
    expect(one.body.data.progress).toEqual({
      pending: 0,
      settled: 1,
      failed: 1,
      settledNet: 13_509,
      settledFee: 346,
    });
    await ref.update({ 'result.settledFee': 346 });
  });

  it('when the batch does not exist or is still being prepared, then 404 with the Korean message', async () => {
    for (const id of ['no-such-batch', made.preparing]) {
      const res = await get(`${BATCHES}/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(messages.settlementNotFound);
    }
  });
});

describe("a batch's lines carry their totals row", () => {
  const sumOf = (lines: SettlementLine[]): SettlementLineTotals => ({
    count: lines.length,
    amount: lines.reduce((sum, l) => sum + Math.round(l.amount * 100), 0) / 100,
    gross: lines.reduce((sum, l) => sum + l.gross, 0),
    fee: lines.reduce((sum, l) => sum + l.fee, 0),
    net: lines.reduce((sum, l) => sum + l.net, 0),
  });

  it('sums every filtered line on the first page, whatever the page size, and sends none with later pages', async () => {
    const all = await get(LINES, { batchId: made.completed, pageSize: 100 });
    const lines = all.body.data.items as SettlementLine[];
    expect(lines).toHaveLength(3);
    expect(all.body.data.totals).toEqual(sumOf(lines));
    // The skipped line counts in this filter (전체) but was never paid.
    expect(all.body.data.totals.count).toBe(3);
    const settled = await get(LINES, { batchId: made.completed, status: 'settled' });
    expect(settled.body.data.totals).toMatchObject({ count: 2, amount: 1234.57, net: 1_667_733 });

    const first = await get(LINES, { batchId: made.completed, pageSize: 1 });
    expect(first.body.data.totals).toEqual(all.body.data.totals);
    const second = await get(LINES, {
      batchId: made.completed,
      pageSize: 1,
      cursor: first.body.data.nextCursor,
    });
    expect(second.status).toBe(200);
    expect(second.body.data.totals).toBeNull();
  });

  it('sums only the lines of the status asked for', async () => {
    const settled = await get(LINES, { batchId: made.partial, status: 'settled' });
    expect(settled.body.data.totals).toEqual({ count: 1, amount: 10, gross: 13_855, fee: 346, net: 13_509 });
    const failed = await get(LINES, { batchId: made.partial, status: 'failed' });
    expect(failed.body.data.totals).toEqual({
      count: 1,
      amount: 100,
      gross: 138_550,
      fee: 3_463,
      net: 135_087,
    });
    const held = await get(LINES, { batchId: made.partial, status: 'held' });
    expect(held.body.data.totals).toEqual({ count: 0, amount: 0, gross: 0, fee: 0, net: 0 });
  });
});
