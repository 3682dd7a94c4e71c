import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { inlineDispatcher } from '../../src/modules/settlement/dispatcher.js';
import { runSettlementChunk } from '../../src/modules/settlement/execute.js';
import { approveAs, approvedBy, createApprover } from '../support/approvals.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import { inboxOf, pushMessages } from '../support/inbox.js';
import { bearer, key, newMember, setRates } from '../support/money.js';

/** Settlement execute finishes inside the request, so the notices can be checked at once. */
const app = createApp({ settlementDispatcher: inlineDispatcher({ concurrency: 4 }) });

describe('system notices (account, transactions, settlement) on the emulators', () => {
  let admin: TestAccount;
  let member: TestAccount;
  let approver: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    await setRates(138_550, 250);
    admin = await createAccount('admin@example.com', { admin: true });
    approver = await createApprover();
    member = await newMember('member@example.com');
  });

  it('when an admin activates a pending member, then the member gets one notice; activating again adds none', async () => {
    const pending = await newMember('pending@example.com', { status: 'pending' });
    const activate = () =>
      request(app).patch(`/api/admin/users/${pending.uid}/activate`).set(bearer(admin)).send({});
    expect((await activate()).status).toBe(200);
    expect(await inboxOf(pending.uid)).toMatchObject([
      { title: '계정 활성화', body: '계정이 활성화되었습니다. 이제 서비스를 이용할 수 있습니다.', url: '/' },
    ]);
    expect((await activate()).status).toBe(200);
    expect(await inboxOf(pending.uid)).toHaveLength(1);
  });

  describe('transactions', () => {
    let transactionId: string;

    beforeEach(async () => {
      const res = await request(app)
        .post('/api/transactions')
        .set(bearer(member))
        .set('Idempotency-Key', key())
        .send({ amount: '1,234.5', memo: '카드 결제' });
      expect(res.status).toBe(201);
      transactionId = res.body.data.id;
      // Registering one tells nobody.
      expect(await inboxOf(member.uid)).toEqual([]);
    });

    it('when an admin processes it, then the member gets one notice with the amount; a replay or a second try adds none', async () => {
      const k = key();
      const process = (idempotencyKey: string) =>
        request(app)
          .patch(`/api/admin/transactions/${transactionId}`)
          .set(bearer(admin))
          .set('Idempotency-Key', idempotencyKey)
          .send({ status: 'success' });
      expect((await process(k)).status).toBe(200);
      expect(await inboxOf(member.uid)).toMatchObject([
        {
          title: '거래 처리 완료',
          body: '등록하신 거래가 처리되었습니다. 금액: 1,234.50',
          url: '/transaction',
        },
      ]);
      const replay = await process(k);
      expect(replay.status).toBe(200);
      expect(replay.get('Idempotent-Replayed')).toBe('true');
      expect((await process(key())).status).toBe(409);
      expect(await inboxOf(member.uid)).toHaveLength(1);
    });

    it('when an admin rejects it, then the member gets one notice with the reason; a replay adds none', async () => {
      const k = key();
      const reject = () =>
        request(app)
          .delete(`/api/admin/transactions/${transactionId}`)
          .set(bearer(admin))
          .set('Idempotency-Key', k)
          .send({ reason: '입금 확인 불가' });
      expect((await reject()).status).toBe(200);
      expect((await reject()).get('Idempotent-Replayed')).toBe('true');
      expect(await inboxOf(member.uid)).toMatchObject([
        {
          title: '거래 반려',
          body: '등록하신 거래가 반려되었습니다. 금액: 1,234.50, 사유: 입금 확인 불가',
          url: '/transaction',
        },
      ]);
    });
  });

  it('when a settlement executes, then each paid member gets one notice, one message for the group; running it again adds none', async () => {
    const bob = await newMember('bob@example.com');
    const noAccount = await newMember('noaccount@example.com', { bank: '', account: '' });
    for (const [uid, amount] of [
      [member.uid, '100'],
      [bob.uid, '0.5'],
      [noAccount.uid, '7'],
    ] as const) {
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
    const prepared = await request(app)
      .post('/api/admin/processingRecords/settlementAll/prepare')
      .set(bearer(admin))
      .set('Idempotency-Key', key())
      .send({});
    const batchId = prepared.body.data.id as string;
    const k = key();
    const execute = (idempotencyKey = key()) =>
      request(app)
        .post('/api/admin/processingRecords/settlementAll/execute')
        .set(bearer(admin))
        .set('Idempotency-Key', idempotencyKey)
        .send({ batchId });
    // Requested (202 with the request), then approved by the second admin: the run answers 202.
    const requested = await execute(k);
    expect(requested.status).toBe(202);
    expect((await approveAs(app, approver, requested.body.data.id)).body.data.result.status).toBe(202);

    for (const paid of [member, bob]) {
      expect(await inboxOf(paid.uid)).toMatchObject([
        {
          title: '정산금 지급',
          body: '정산금이 지급되었습니다. 정산 내역에서 확인해 주세요.',
          url: '/settlement',
        },
      ]);
    }
    expect(await inboxOf(noAccount.uid)).toEqual([]); // a skipped line: not paid
    const paidMessages = (await pushMessages()).filter((m) => m.title === '정산금 지급');
    expect(paidMessages).toMatchObject([{ recipients: 2, createdBy: 'system' }]);

    const replay = await execute(k);
    expect(replay.get('Idempotent-Replayed')).toBe('true');
    expect(replay.body.data.id).toBe(requested.body.data.id);
    expect((await approveAs(app, approver, requested.body.data.id)).status).toBe(200);
    await approvedBy(app, approver, execute());
    expect(await runSettlementChunk(batchId)).toEqual({ done: true, settled: 0 });
    expect(await inboxOf(member.uid)).toHaveLength(1);
    expect(await inboxOf(bob.uid)).toHaveLength(1);
  });
});
