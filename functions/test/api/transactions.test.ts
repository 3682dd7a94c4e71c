import { FieldValue } from 'firebase-admin/firestore';
import request from 'supertest';
import { db } from '../../src/lib/firebase.js';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import {
  createAccount,
  createMemberProfile,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';
import { assetsOf, bearer, entriesOf, expectBalanced, key, newMember, setRates } from '../support/money.js';

const app = createApp();

describe('transactions (거래) on the emulators', () => {
  let member: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    await setRates(138_550, 250);
    member = await newMember('member@example.com');
    other = await newMember('other@example.com');
    admin = await createAccount('admin@example.com', { admin: true });
  });

  const create = (amount: unknown, as = member, k = key()) =>
    request(app)
      .post('/api/transactions')
      .set(bearer(as))
      .set('Idempotency-Key', k)
      .send({ amount, memo: '카드 결제' });

  it('when a member registers a payment, then it is pending and the balance is unchanged', async () => {
    const res = await create('1,234.56');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      amount: 1234.56,
      status: 'pending',
      userId: member.uid,
      createdByRole: 'user',
    });
    expect(await assetsOf(member.uid)).toBe(0);
    const list = await request(app).get('/api/transactions').set(bearer(member));
    expect(list.body.data).toMatchObject({ total: 1, items: [{ id: res.body.data.id }] });
  });

  it('when the amount has three decimals, is zero or not a number, then 400 in Korean and nothing is stored', async () => {
    for (const amount of ['1.234', 0, 'abc', -5, 1e21]) {
      const res = await create(amount);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/금액/);
    }
    const list = await request(app).get('/api/transactions').set(bearer(member));
    expect(list.body.data.total).toBe(0);
  });

  it('when the memo holds a lone surrogate (raw JSON \\ud800), then 400 naming the memo, not a 500, and nothing is stored', async () => {
    const res = await request(app)
      .post('/api/transactions')
      .set(bearer(member))
      .set('Idempotency-Key', key())
      .set('Content-Type', 'application/json')
      .send('{"amount":1,"memo":"a\\ud800b"}');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'invalid-argument',
      field: 'memo',
      message: '메모: 깨진 문자가 있습니다. 다시 입력해 주세요.',
    });
    const list = await request(app).get('/api/transactions').set(bearer(member));
    expect(list.body.data.total).toBe(0);
  });

  it('when the memo has CRLF line breaks and decomposed Hangul, then it is stored with LF and composed (NFC)', async () => {
    const res = await request(app)
      .post('/api/transactions')
      .set(bearer(member))
      .set('Idempotency-Key', key())
      .send({ amount: '1,234.5', memo: '\u1100\u1161 결제\r\n둘째 줄' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ amount: 1234.5, memo: '가 결제\n둘째 줄' });
  });

  it('when the Idempotency-Key header is missing, then 400 in Korean', async () => {
    const res = await request(app).post('/api/transactions').set(bearer(member)).send({ amount: 1 });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('중복 처리를 막기 위한 Idempotency-Key 헤더가 필요합니다.');
  });

  it('when a request is retried with the same key, then the first answer comes back and only one exists', async () => {
    const k = key();
    const first = await create(10, member, k);
    const again = await create(10, member, k);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    const list = await request(app).get('/api/transactions').set(bearer(member));
    expect(list.body.data.total).toBe(1);
  });

  it('when the same key comes with another body, then 409 and nothing more is stored', async () => {
    const k = key();
    await create(10, member, k);
    const res = await create(11, member, k);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('같은 Idempotency-Key로 다른 요청을 보낼 수 없습니다.');
  });

  it('when an admin processes a pending one, then the member is credited with one ledger entry', async () => {
    const txn = (await create('100.50')).body.data;
    const res = await request(app)
      .patch(`/api/admin/transactions/${txn.id}`)
      .set(bearer(admin))
      .set('Idempotency-Key', key())
      .send({ status: 'success' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'success', processedBy: admin.uid });
    expect(await expectBalanced(member.uid)).toBe(10_050);
    const entries = await entriesOf(member.uid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      type: 'transaction',
      transactionId: txn.id,
      balanceAfterMinor: 10_050,
      actorId: admin.uid,
    });
  });

  it('when an admin processed one, then the admin list names the operator (처리자) and the member list does not', async () => {
    const txn = (await create('3')).body.data;
    await request(app)
      .patch(`/api/admin/transactions/${txn.id}`)
      .set(bearer(admin))
      .set('Idempotency-Key', key())
      .send({ status: 'success' })
      .expect(200);
    const adminList = await request(app).get('/api/admin/transactions?status=success').set(bearer(admin));
    expect(adminList.body.data.items[0]).toMatchObject({
      id: txn.id,
      processedBy: admin.uid,
      processedByName: 'admin@example.com',
    });
    // A record processed before names were stored: the name is looked up for the page.
    await db().collection('transactions').doc(txn.id).update({ processedByName: FieldValue.delete() });
    const older = await request(app).get('/api/admin/transactions?status=success').set(bearer(admin));
    expect(older.body.data.items[0].processedByName).toBe('admin@example.com');
    const own = await request(app).get('/api/transactions').set(bearer(member));
    expect(own.body.data.items[0]).not.toHaveProperty('processedByName');
  });

  it('when two admins process the same transaction at once, then it is credited exactly once', async () => {
    const txn = (await create(7)).body.data;
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        request(app)
          .patch(`/api/admin/transactions/${txn.id}`)
          .set(bearer(admin))
          .set('Idempotency-Key', key())
          .send({ status: 'success' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe('이미 처리된 거래입니다.');
    expect(await expectBalanced(member.uid)).toBe(700);
  });

  it('when a member cancels a processed transaction, then 409 and nothing changes', async () => {
    const txn = (await create(5)).body.data;
    await request(app)
      .patch(`/api/admin/transactions/${txn.id}`)
      .set(bearer(admin))
      .set('Idempotency-Key', key())
      .send({ status: 'success' });
    const res = await request(app)
      .patch(`/api/transactions/${txn.id}`)
      .set(bearer(member))
      .set('Idempotency-Key', key())
      .send({ status: 'canceled' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('처리 대기 중인 거래만 변경할 수 있습니다.');
    expect(await expectBalanced(member.uid)).toBe(500);
  });

  it('when a member cancels a pending one, then an admin can no longer process it', async () => {
    const txn = (await create(5)).body.data;
    const cancel = await request(app)
      .patch(`/api/transactions/${txn.id}`)
      .set(bearer(member))
      .set('Idempotency-Key', key())
      .send({ status: 'canceled' });
    expect(cancel.body.data.status).toBe('canceled');
    const res = await request(app)
      .patch(`/api/admin/transactions/${txn.id}`)
      .set(bearer(admin))
      .set('Idempotency-Key', key())
      .send({ status: 'success' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('취소된 거래는 처리할 수 없습니다.');
    expect(await assetsOf(member.uid)).toBe(0);
  });

  it("when a member tries to cancel someone else's transaction, then 404 as if it did not exist", async () => {
    const txn = (await create(5, other)).body.data;
    const res = await request(app)
      .patch(`/api/transactions/${txn.id}`)
      .set(bearer(member))
      .set('Idempotency-Key', key())
      .send({ status: 'canceled' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('거래를 찾을 수 없습니다.');
  });

  it('when an admin rejects with a reason, then it is kept as deleted with the reason and cannot be processed', async () => {
    const txn = (await create(5)).body.data;
    const noReason = await request(app)
      .delete(`/api/admin/transactions/${txn.id}`)
      .set(bearer(admin))
      .set('Idempotency-Key', key())
      .send({});
    expect(noReason.status).toBe(400);
    const res = await request(app)
      .delete(`/api/admin/transactions/${txn.id}`)
      .set(bearer(admin))
      .set('Idempotency-Key', key())
      .send({ reason: '입금 확인 불가' });
    expect(res.body.data).toMatchObject({ status: 'deleted', deleteReason: '입금 확인 불가' });
    const process = await request(app)
      .patch(`/api/admin/transactions/${txn.id}`)
      .set(bearer(admin))
      .set('Idempotency-Key', key())
      .send({ status: 'success' });
    expect(process.status).toBe(409);
    expect(process.body.message).toBe('반려된 거래는 처리할 수 없습니다.');
  });

  it('when a member is pending, then their money calls answer 403 in Korean', async () => {
    const pending = await createAccount('pending@example.com');
    await createMemberProfile(pending, { status: 'pending', activatedAt: null, assetsMinor: 0 });
    const res = await create(1, pending);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('관리자 승인 후 이용할 수 있습니다.');
    const records = await request(app).get('/api/processingRecords').set(bearer(pending));
    expect(records.status).toBe(403);
  });

  it('when a member calls an admin route, then 403', async () => {
    const res = await request(app).get('/api/admin/transactions').set(bearer(member));
    expect(res.status).toBe(403);
  });

  it('when an admin creates one for a member, lists with filters and exports CSV, then the whole filtered set is exported', async () => {
    for (let i = 1; i <= 3; i += 1) {
      const res = await request(app)
        .post('/api/admin/transactions')
        .set(bearer(admin))
        .set('Idempotency-Key', key())
        .send({ userId: member.uid, amount: i, memo: i === 2 ? '=SUM(A1)' : `메모 ${i}` });
      expect(res.status).toBe(201);
      expect(res.body.data.createdByRole).toBe('admin');
    }
    await create(50, other);
    const filters = { status: 'pending', userId: member.uid, sort: 'amount', order: 'asc', pageSize: 2 };
    const first = await request(app).get('/api/admin/transactions').query(filters).set(bearer(admin));
    expect(first.status).toBe(200);
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.totals).toEqual({ count: 3, amount: 6 });
    expect(first.body.data.items.map((t: { amount: number }) => t.amount)).toEqual([1, 2]);
    // The second page by the first one's cursor (issue 18: no page numbers).
    const page = await request(app)
      .get('/api/admin/transactions')
      .query({ ...filters, cursor: first.body.data.nextCursor as string })
      .set(bearer(admin));
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBeNull();
    expect(page.body.data.items.map((t: { amount: number }) => t.amount)).toEqual([3]);
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date());
    const csv = await request(app)
      .get('/api/admin/transactions')
      .query({
        status: 'pending',
        from: today,
        to: today,
        format: 'csv',
        reason: '월말 거래 대사용',
        pageSize: 1,
      })
      .set(bearer(admin));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines).toHaveLength(6); // header + all 4 (not one page) + 합계
    expect(csv.text).toContain("'=SUM(A1)"); // never a formula in a spreadsheet
  });

  it('when the date range is reversed, then 400 in Korean', async () => {
    const res = await request(app)
      .get('/api/admin/transactions')
      .query({ from: '2026-11-22', to: '2026-11-01' })
      .set(bearer(admin));
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('시작일은 종료일보다 늦을 수 없습니다.');
  });
});
