import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import { storedAccount } from '../../src/modules/accounts/account-cipher.js';
import { inlineDispatcher } from '../../src/modules/settlement/dispatcher.js';
import {
  runSettlementChunk,
  settlementEntryId,
  startExecution,
  type SettlementFaults,
} from '../../src/modules/settlement/execute.js';
import type { BatchRecord, LineRecord } from '../../src/modules/settlement/batch-record.js';
import { prepareFaults, prepareSettlement } from '../../src/modules/settlement/prepare.js';
import type { UserRecord } from '../../src/modules/users/user-record.js';
import { approvedBy, createApprover } from '../support/approvals.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import { inboxOf } from '../support/inbox.js';
import { bearer, entriesOf, expectBalanced, key, newMember, setRates } from '../support/money.js';

/** Execute finishes inside the request here, so the answers can be checked at once. */
const app = createApp({ settlementDispatcher: inlineDispatcher({ concurrency: 4 }) });

/** The second admin, who approves what `admin` requests (four eyes). */
let approver: TestAccount;

async function credit(admin: TestAccount, uid: string, amount: string) {
  const res = await approvedBy(
    app,
    approver,
    request(app)
      .post('/api/admin/processingRecords')
      .set(bearer(admin))
      .set('Idempotency-Key', key())
      .send({ userId: uid, amount, memo: '입금' }),
  );
  expect(res.status).toBe(201);
}

const settlementEntries = async (uid: string) =>
  (await entriesOf(uid)).filter((e) => e.type === 'settlement');
const userOf = async (uid: string) => (await db().collection('users').doc(uid).get()).data() as UserRecord;
const batchesCollection = () => db().collection('settlementBatches');
/** Batch ids with a document or lines (listDocuments also names missing parents of lines). */
const batchIdsStored = async () => (await batchesCollection().listDocuments()).map((ref) => ref.id).sort();
const preparingBatches = async () =>
  (await batchesCollection().where('status', '==', 'preparing').get()).docs.map((d) => d.id);

describe('settlement on the emulators', () => {
  let admin: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;
  let carol: TestAccount;
  let members: TestAccount[];
  let noAccount: TestAccount;

  afterEach(() => {
    delete prepareFaults.beforeFinalCheck;
  });

  beforeEach(async () => {
    await resetEmulators();
    await setRates(138_550, 250); // 1,385.50 KRW per asset, 2.50 %
    admin = await createAccount('admin@example.com', { admin: true });
    approver = await createApprover();
    alice = await newMember('a@example.com');
    bob = await newMember('b@example.com');
    carol = await newMember('c@example.com');
    members = [alice, bob, carol];
    noAccount = await newMember('d@example.com', { bank: '', account: '' });
    await credit(admin, alice.uid, '1234.56');
    await credit(admin, bob.uid, '0.01');
    await credit(admin, carol.uid, '100');
    await credit(admin, noAccount.uid, '5');
  });

  const prepare = () =>
    request(app)
      .post('/api/admin/processingRecords/settlementAll/prepare')
      .set(bearer(admin))
      .set('Idempotency-Key', key())
      .send({});
  // Requested by the admin, approved by the second admin: the run's answer.
  const execute = (batchId: string, k = key()) =>
    approvedBy(
      app,
      approver,
      request(app)
        .post('/api/admin/processingRecords/settlementAll/execute')
        .set(bearer(admin))
        .set('Idempotency-Key', k)
        .send({ batchId }),
    );

  it('when prepared, then a line per member with assets, the account-less one skipped with 계좌 미등록, and exact totals', async () => {
    const res = await prepare();
    expect(res.status).toBe(201);
    const batch = res.body.data;
    // 1234.56 × 1385.50 = 1,710,482 (floor); fee floor(1,710,482 × 2.5 %) = 42,762; 0.01 → 13 → fee 0; 100 → 138,550 → 3,463
    expect(batch).toMatchObject({
      status: 'prepared',
      rate: 1385.5,
      feeRate: 2.5,
      totals: {
        payableLines: 3,
        skippedLines: 1,
        amount: 1334.57,
        gross: 1_710_482 + 13 + 138_550,
        fee: 42_762 + 0 + 3_463,
      },
    });
    expect(batch.totals.net).toBe(batch.totals.gross - batch.totals.fee);
    const lines = await request(app)
      .get('/api/admin/processingRecords/settlementAll/lines')
      .query({ batchId: batch.id })
      .set(bearer(admin));
    expect(lines.body.data.total).toBe(4);
    const skipped = lines.body.data.items.find((l: { userId: string }) => l.userId === noAccount.uid);
    expect(skipped).toMatchObject({ status: 'skipped', reason: '계좌 미등록' });
    const csv = await request(app)
      .get('/api/admin/processingRecords/settlementAll/lines')
      .query({ batchId: batch.id, format: 'csv', reason: '정산 이체 파일 작성' })
      .set(bearer(admin));
    expect(csv.status).toBe(200);
    expect(csv.text.trim().split('\r\n')).toHaveLength(6);
    expect(csv.text).toContain('1710482');
    // The bank transfer needs the full number (decrypted for the file); the JSON lines are masked.
    expect(csv.text).toContain('123-456-789012');
    expect(lines.body.data.items.find((l: { userId: string }) => l.userId === alice.uid).account).toBe(
      '****9012',
    );
  });

  it('when executed, then each member is debited once, paid net into totalSettlement, and sees the settlement record', async () => {
    const batch = (await prepare()).body.data;
    const res = await execute(batch.id);
    expect(res.status).toBe(202);
    const current = await request(app).get('/api/admin/processingRecords/settlementAll').set(bearer(admin));
    expect(current.body.data.batch).toMatchObject({
      status: 'completed',
      progress: { pending: 0, settled: 3, failed: 0, settledNet: batch.totals.net },
    });
    expect(await expectBalanced(alice.uid)).toBe(0);
    expect((await userOf(alice.uid)).totalSettlementWon).toBe(1_710_482 - 42_762);
    expect(await expectBalanced(noAccount.uid)).toBe(500); // skipped: untouched
    const mine = await request(app)
      .get('/api/processingRecords')
      .query({ type: 'settlement' })
      .set(bearer(alice));
    expect(mine.body.data.items[0].settlement).toMatchObject({
      batchId: batch.id,
      gross: 1_710_482,
      fee: 42_762,
      net: 1_667_720,
      rate: 1385.5,
      feeRate: 2.5,
    });
  });

  it('when execute runs twice (same key, another key, and concurrently), then each line is settled once', async () => {
    const batch = (await prepare()).body.data;
    const k = key();
    const [a, b] = await Promise.all([execute(batch.id, k), execute(batch.id)]);
    expect([a.status, b.status]).toContain(202);
    const replay = await execute(batch.id, k);
    expect([202, 409]).toContain(replay.status);
    await execute(batch.id);
    for (const m of members) {
      expect(await settlementEntries(m.uid)).toHaveLength(1);
      expect(await expectBalanced(m.uid)).toBe(0);
    }
  });

  it.each(['debit', 'line', 'notice'] as const)(
    'when a crash is injected after the %s write of each line, then resuming settles every line exactly once',
    async (step) => {
      const batch = await prepareSettlement(admin.uid);
      await startExecution(batch.id, admin.uid);
      // Crash inside the transaction of each line in turn (lines before it have settled): that
      // line's writes never commit. One run per line.
      const crashed = new Set<string>();
      const faults: SettlementFaults = {
        afterWrite: (s, uid) => {
          if (s !== step || crashed.has(uid)) return;
          crashed.add(uid);
          throw new Error('injected crash');
        },
      };
      for (let i = 0; i < 3; i += 1) {
        await expect(runSettlementChunk(batch.id, { concurrency: 1, faults })).rejects.toThrow(
          'injected crash',
        );
      }
      expect(crashed.size).toBe(3);
      // And after a commit, before the next line (a process dying between lines).
      let committed = 0;
      await expect(
        runSettlementChunk(batch.id, {
          concurrency: 1,
          faults: {
            afterLine: () => {
              if (committed++ === 0) throw new Error('crash after commit');
            },
          },
        }),
      ).rejects.toThrow();
      // Resume until done.
      await inlineDispatcher({ concurrency: 2 }).dispatch(batch.id);
      for (const m of members) {
        expect(await settlementEntries(m.uid)).toHaveLength(1);
        expect(await expectBalanced(m.uid)).toBe(0);
        expect(await inboxOf(m.uid)).toMatchObject([{ title: '정산금 지급' }]);
      }
      const current = await request(app).get('/api/admin/processingRecords/settlementAll').set(bearer(admin));
      expect(current.body.data.batch.progress).toMatchObject({ settled: 3, pending: 0, failed: 0 });
    },
  );

  it('when a rate changes after prepare, then the batch is stale and execute is refused with nothing paid', async () => {
    const batch = (await prepare()).body.data;
    const change = await approvedBy(
      app,
      approver,
      request(app)
        .post('/api/admin/main/exchangeRate')
        .set(bearer(admin))
        .set('Idempotency-Key', key())
        .send({ value: 1390 }),
    );
    expect(change.status).toBe(200);
    const res = await execute(batch.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      '정산 준비 이후 환율 또는 수수료율이 바뀌었습니다. 정산을 다시 준비해 주세요.',
    );
    for (const m of members) expect(await settlementEntries(m.uid)).toHaveLength(0);
    const current = await request(app).get('/api/admin/processingRecords/settlementAll').set(bearer(admin));
    expect(current.body.data.batch.status).toBe('stale');
  });

  it('when a rate is changed behind the API after prepare, then execute still notices and refuses', async () => {
    const batch = (await prepare()).body.data;
    await setRates(138_550, 300);
    const res = await execute(batch.id);
    expect(res.status).toBe(409);
    for (const m of members) expect(await settlementEntries(m.uid)).toHaveLength(0);
  });

  it("when a member's balance drops below the line after prepare, then that line fails and the others settle", async () => {
    const batch = (await prepare()).body.data;
    await credit(admin, carol.uid, '-1');
    await execute(batch.id);
    const lines = await request(app)
      .get('/api/admin/processingRecords/settlementAll/lines')
      .query({ batchId: batch.id, status: 'failed' })
      .set(bearer(admin));
    expect(lines.body.data.items).toEqual([
      expect.objectContaining({
        userId: carol.uid,
        reason: '준비 이후 잔액이 정산 금액보다 적어져 정산하지 않았습니다.',
      }),
    ]);
    expect(await expectBalanced(carol.uid)).toBe(9_900);
    expect(await expectBalanced(alice.uid)).toBe(0);
  });

  it('when a newer batch is prepared, then the older prepared one is discarded and cannot be executed', async () => {
    const first = (await prepare()).body.data;
    const second = (await prepare()).body.data;
    expect(second.id).not.toBe(first.id);
    const res = await execute(first.id);
    expect(res.status).toBe(409);
    expect((await db().collection('settlementBatches').doc(first.id).get()).get('status')).toBe('discarded');
  });

  it('when a settlement entry is reversed, then the assets and the total paid go back', async () => {
    const batch = (await prepare()).body.data;
    await execute(batch.id);
    const res = await approvedBy(
      app,
      approver,
      request(app)
        .delete('/api/admin/processingRecords')
        .set(bearer(admin))
        .set('Idempotency-Key', key())
        .send({ ids: [settlementEntryId(batch.id, carol.uid)] }),
    );
    expect(res.body.data.results[0].ok).toBe(true);
    expect(await expectBalanced(carol.uid)).toBe(10_000);
    expect((await userOf(carol.uid)).totalSettlementWon).toBe(0);
  });
  it.each(['deactivated', 'pending'] as const)(
    'when a member is %s after prepare, then their line fails as 활성 회원 아님, nothing is debited and no paid notice is written; the others settle',
    async (status) => {
      const batch = (await prepare()).body.data;
      await db().collection('users').doc(carol.uid).update({ status });
      expect((await execute(batch.id)).status).toBe(202);
      const lines = await request(app)
        .get('/api/admin/processingRecords/settlementAll/lines')
        .query({ batchId: batch.id, status: 'failed' })
        .set(bearer(admin));
      expect(lines.body.data.items).toEqual([
        expect.objectContaining({ userId: carol.uid, status: 'failed', reason: '활성 회원 아님' }),
      ]);
      expect(await expectBalanced(carol.uid)).toBe(10_000);
      expect(await settlementEntries(carol.uid)).toHaveLength(0);
      expect((await userOf(carol.uid)).totalSettlementWon).toBe(0);
      expect(await inboxOf(carol.uid)).toEqual([]);
      expect(await expectBalanced(alice.uid)).toBe(0);
      expect(await inboxOf(alice.uid)).toHaveLength(1);
      const current = await request(app).get('/api/admin/processingRecords/settlementAll').set(bearer(admin));
      expect(current.body.data.batch).toMatchObject({
        status: 'completed',
        progress: { settled: 2, failed: 1, pending: 0 },
      });
    },
  );

  it('when the rates move while the lines are written, then prepare answers the Korean 409 and leaves no preparing batch and no lines', async () => {
    prepareFaults.beforeFinalCheck = () => setRates(138_550, 300);
    const res = await prepare();
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      '정산 준비 이후 환율 또는 수수료율이 바뀌었습니다. 정산을 다시 준비해 주세요.',
    );
    expect(await preparingBatches()).toEqual([]);
    expect(await batchIdsStored()).toEqual([]);
    expect((await db().collectionGroup('lines').count().get()).data().count).toBe(0);
  });

  it('when another batch starts executing while the lines are written, then prepare answers the Korean 409 and only the executing batch is left', async () => {
    const first = (await prepare()).body.data;
    prepareFaults.beforeFinalCheck = async () => {
      await startExecution(first.id, admin.uid);
    };
    const res = await prepare();
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('정산이 진행 중입니다. 끝난 뒤 다시 준비해 주세요.');
    expect(await preparingBatches()).toEqual([]);
    expect(await batchIdsStored()).toEqual([first.id]);
    expect((await db().collectionGroup('lines').count().get()).data().count).toBe(4);
  });

  it('when an orphan preparing batch is older than the cut-off, then the next prepare removes it with its lines and leaves a younger one alone', async () => {
    const orphan = async (id: string, minutesAgo: number) => {
      const preparedAt = Timestamp.fromMillis(Date.now() - minutesAgo * 60_000);
      const record: BatchRecord = {
        status: 'preparing',
        rateHundredths: 138_550,
        feeBasisPoints: 250,
        rateSetAt: preparedAt,
        feeRateSetAt: preparedAt,
        preparedAt,
        preparedBy: admin.uid,
        executionStartedAt: null,
        executedBy: null,
        completedAt: null,
        totals: {
          payableLines: 1,
          skippedLines: 0,
          amountMinor: 100,
          grossWon: 1385,
          feeWon: 34,
          netWon: 1351,
        },
        result: null,
      };
      const line: LineRecord = {
        uid: alice.uid,
        userName: '김회원',
        email: alice.email,
        bank: '국민은행',
        ...storedAccount(alice.uid, '123-456-789012'),
        amountMinor: 100,
        grossWon: 1385,
        feeWon: 34,
        netWon: 1351,
        status: 'pending',
        reason: null,
        settledAt: null,
        processingRecordId: null,
      };
      await batchesCollection().doc(id).set(record);
      await batchesCollection().doc(id).collection('lines').doc(alice.uid).set(line);
    };
    await orphan('orphan-old', 16);
    await orphan('orphan-young', 1);
    const res = await prepare();
    expect(res.status).toBe(201);
    expect(await batchIdsStored()).toEqual([res.body.data.id, 'orphan-young'].sort());
    expect((await batchesCollection().doc('orphan-old').collection('lines').count().get()).data().count).toBe(
      0,
    );
    expect(
      (await batchesCollection().doc('orphan-young').collection('lines').count().get()).data().count,
    ).toBe(1);
    expect(await preparingBatches()).toEqual(['orphan-young']);
    // A batch being prepared is never shown.
    const listed = await request(app)
      .get('/api/admin/processingRecords/settlementAll/lines')
      .query({ batchId: 'orphan-young' })
      .set(bearer(admin));
    expect(listed.status).toBe(404);
  });
});
