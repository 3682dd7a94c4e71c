import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import { approvedBy, createApprover } from '../support/approvals.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import { assetsOf, bearer, entriesOf, expectBalanced, key, newMember, setRates } from '../support/money.js';

const app = createApp();

describe('processing records (the ledger) on the emulators', () => {
  let member: TestAccount;
  let admin: TestAccount;
  let approver: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    await setRates(138_550, 250);
    member = await newMember('member@example.com');
    admin = await createAccount('admin@example.com', { admin: true });
    approver = await createApprover();
  });

  // Requested by the admin, approved by a second admin (four eyes): the run's answer.
  const adjust = (amount: unknown, memo = '보정') =>
    approvedBy(
      app,
      approver,
      request(app)
        .post('/api/admin/processingRecords')
        .set(bearer(admin))
        .set('Idempotency-Key', key())
        .send({ userId: member.uid, amount, memo }),
    );
  const reverse = (ids: string[]) =>
    approvedBy(
      app,
      approver,
      request(app)
        .delete('/api/admin/processingRecords')
        .set(bearer(admin))
        .set('Idempotency-Key', key())
        .send({ ids }),
    );
  const setRate = (path: string, value: unknown) =>
    approvedBy(
      app,
      approver,
      request(app).post(path).set(bearer(admin)).set('Idempotency-Key', key()).send({ value }),
    );

  it('when an admin adjusts up and down, then each is an entry with the balance after it', async () => {
    expect((await adjust('100.00')).status).toBe(201);
    const down = await adjust(-30.25);
    expect(down.status).toBe(201);
    expect(down.body.data).toMatchObject({
      type: 'adjustment',
      amount: -30.25,
      balanceAfter: 69.75,
      actorId: admin.uid,
    });
    expect(await expectBalanced(member.uid)).toBe(6_975);
  });

  it('when an adjustment would make assets negative, then 409 in Korean and nothing is written', async () => {
    await adjust(10);
    const res = await adjust(-10.01);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('잔액이 부족합니다.');
    expect(await entriesOf(member.uid)).toHaveLength(1);
    expect(await assetsOf(member.uid)).toBe(1_000);
  });

  it('when an adjustment has a comma that is not a thousands separator, then 400 in Korean and nothing is credited', async () => {
    // "1,5" was read as 15.00 (every comma dropped).
    for (const amount of ['1,5', '1,50', '1,2,3', '1234,567']) {
      const res = await adjust(amount);
      expect(res.status, amount).toBe(400);
      expect(res.body).toMatchObject({
        field: 'amount',
        message: '금액: 쉼표는 세 자리마다 넣어 주세요. (예: 1,234.56)',
      });
    }
    expect(await entriesOf(member.uid)).toHaveLength(0);
    expect((await adjust('1,234.5')).body.data).toMatchObject({ amount: 1234.5 });
    expect(await expectBalanced(member.uid)).toBe(123_450);
  });

  it('when an adjustment memo holds a lone surrogate (raw JSON \\ud800), then 400 naming the memo, not a 500', async () => {
    const res = await request(app)
      .post('/api/admin/processingRecords')
      .set(bearer(admin))
      .set('Idempotency-Key', key())
      .set('Content-Type', 'application/json')
      .send(`{"userId":"${member.uid}","amount":1,"memo":"a\\ud800b"}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'invalid-argument',
      field: 'memo',
      message: '메모: 깨진 문자가 있습니다. 다시 입력해 주세요.',
    });
    expect(await entriesOf(member.uid)).toHaveLength(0);
  });

  it('when an adjustment has no memo, then 400 in Korean', async () => {
    const res = await adjust(10, '  ');
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('조정 사유를 메모로 남겨 주세요.');
  });

  it('when entries are reversed, then each gets a compensating entry once; a second reversal is refused per record', async () => {
    const a = (await adjust(40)).body.data.id as string;
    const b = (await adjust(2)).body.data.id as string;
    const first = await reverse([a, 'missing-id']);
    expect(first.status).toBe(200);
    expect(first.body.data.results).toEqual([
      expect.objectContaining({
        id: a,
        ok: true,
        reversal: expect.objectContaining({ type: 'reversal', amount: -40, reversalOf: a }),
      }),
      { id: 'missing-id', ok: false, message: '처리 내역을 찾을 수 없습니다.', reversal: null },
    ]);
    const again = await reverse([a, b]);
    expect(
      again.body.data.results.map((r: { ok: boolean; message: string | null }) => [r.ok, r.message]),
    ).toEqual([
      [false, '이미 취소된 처리 내역입니다.'],
      [true, null],
    ]);
    expect(await expectBalanced(member.uid)).toBe(0);
  });

  it('when reversing a credit would make assets negative, then that record is refused and kept', async () => {
    const credit = (await adjust(50)).body.data.id as string;
    await adjust(-45);
    const res = await reverse([credit]);
    expect(res.body.data.results[0]).toMatchObject({
      ok: false,
      message: '취소하면 잔액이 0보다 작아지므로 취소할 수 없습니다.',
    });
    expect(await expectBalanced(member.uid)).toBe(500);
  });

  it('when two reversals of one record race, then only one compensating entry exists', async () => {
    const credit = (await adjust(50)).body.data.id as string;
    const results = await Promise.all([reverse([credit]), reverse([credit]), reverse([credit])]);
    const oks = results.map((r) => r.body.data.results[0].ok as boolean).filter(Boolean);
    expect(oks).toHaveLength(1);
    expect(await expectBalanced(member.uid)).toBe(0);
  });

  it('when the memo is edited, then only the memo changes; a member sees their own entries only', async () => {
    const id = (await adjust(5)).body.data.id as string;
    const res = await request(app)
      .patch(`/api/admin/processingRecords/${id}`)
      .set(bearer(admin))
      .send({ memo: '새 메모', amount: 999 });
    expect(res.status).toBe(400); // amount may never be edited
    const ok = await request(app)
      .patch(`/api/admin/processingRecords/${id}`)
      .set(bearer(admin))
      .send({ memo: '새 메모' });
    expect(ok.body.data).toMatchObject({ memo: '새 메모', amount: 5 });
    const other = await newMember('other@example.com');
    const mine = await request(app).get('/api/processingRecords').set(bearer(member));
    const theirs = await request(app).get('/api/processingRecords').set(bearer(other));
    expect(mine.body.data.total).toBe(1);
    expect(theirs.body.data.total).toBe(0);
  });

  it('when rates change, then the history keeps value, who and when', async () => {
    await setRate('/api/admin/main/exchangeRate', '1,400.25');
    await setRate('/api/admin/main/exchangeRate', 1401);
    const bad = await setRate('/api/admin/main/settlementFeeRate', 100.01);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('수수료율은 0 이상 100 이하로 입력해 주세요.');
    const rate = await request(app).get('/api/admin/main/exchangeRate').set(bearer(admin));
    expect(rate.body.data.current.value).toBe(1401);
    expect(rate.body.data.history.map((h: { value: number }) => h.value)).toEqual([1401, 1400.25]);
    expect(rate.body.data.history[0]).toMatchObject({
      updatedBy: admin.uid,
      updatedByName: 'admin@example.com',
    });
    const memberView = await request(app).get('/api/main/exchangeRate').set(bearer(member));
    expect(memberView.body.data.value).toBe(1401);
  });

  it('when a member opens the dashboard, then assets, KRW value, totals and recent rows come back', async () => {
    await adjust('1234.56');
    const res = await request(app).get('/api/main/dashboardData').set(bearer(member));
    expect(res.status).toBe(200);
    // floor(1234.56 × 1385.50) = floor(1,710,482.88)
    expect(res.body.data).toMatchObject({
      assets: 1234.56,
      assetsKrw: 1_710_482,
      rate: 1385.5,
      totalSettlement: 0,
      pendingTransactions: 0,
    });
    expect(res.body.data.recentRecords).toHaveLength(1);
  });

  it('when an admin opens the dashboard, then members by status, pending work and assets awaiting settlement add up', async () => {
    await adjust('10');
    await request(app)
      .post('/api/transactions')
      .set(bearer(member))
      .set('Idempotency-Key', key())
      .send({ amount: 3 });
    const res = await request(app).get('/api/admin/main').set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      members: { pending: 0, active: 1, deactivated: 0 },
      pendingTransactions: { count: 1, amount: 3 },
      assetsAwaitingSettlement: { amount: 10, gross: 13_855 },
      rate: 1385.5,
      feeRate: 2.5,
    });
    expect(res.body.data.processedByDay).toHaveLength(14);
  });

  it('when two members hold 0.01 each, then 정산 대기 KRW is the sum of their floors (26원, as settlement pays), not the floor of the sum (27원)', async () => {
    // 0.01 × 1,350.25 = 13.5025 → 13 each; the sum 0.02 × 1,350.25 = 27.005 would floor to 27.
    await setRates(135_025, 250);
    const [a, b] = [await newMember('a@example.com'), await newMember('b@example.com')];
    await db().collection('users').doc(a.uid).update({ assetsMinor: 1 });
    await db().collection('users').doc(b.uid).update({ assetsMinor: 1 });
    // Not active: neither counted on the dashboard nor paid.
    await newMember('gone@example.com', { assetsMinor: 1, status: 'deactivated' });
    const res = await request(app).get('/api/admin/main').set(bearer(admin));
    expect(res.body.data.assetsAwaitingSettlement).toEqual({ amount: 0.02, gross: 26 });

    const prepared = await request(app)
      .post('/api/admin/processingRecords/settlementAll/prepare')
      .set(bearer(admin))
      .set('Idempotency-Key', key())
      .send({});
    expect(prepared.status).toBe(201);
    expect(prepared.body.data.totals).toMatchObject({ amount: 0.02, gross: 26 });
  });
});
