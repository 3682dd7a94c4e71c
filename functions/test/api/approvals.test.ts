/**
 * Four eyes on money (issue 16 item 3): the money routes answer 202 with an approval request;
 * a different admin approves it and it runs exactly once with the body it was requested with.
 */
import { approvalMessages, type Approval } from '@settle/contract/approvals';
import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { collections } from '../../src/lib/collections.js';
import { db } from '../../src/lib/firebase.js';
import type { AccessEntryRecord } from '../../src/modules/access-log/entry-record.js';
import type { ApprovalRecord } from '../../src/modules/approvals/approval-record.js';
import { inlineDispatcher } from '../../src/modules/settlement/dispatcher.js';
import { approveAs, approvedBy, createApprover } from '../support/approvals.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import { inboxOf } from '../support/inbox.js';
import { assetsOf, bearer, entriesOf, expectBalanced, key, newMember, setRates } from '../support/money.js';

const app = createApp({ settlementDispatcher: inlineDispatcher({ concurrency: 4 }) });

const stored = async (id: string) =>
  (await db().collection(collections.approvals).doc(id).get()).data() as ApprovalRecord;
const approvalCount = async () => (await db().collection(collections.approvals).count().get()).data().count;

describe('approval requests (승인 요청) on the emulators', () => {
  let requester: TestAccount;
  let approver: TestAccount;
  let alice: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    await setRates(138_550, 250);
    [requester, approver] = await Promise.all([
      createAccount('requester@example.com', { admin: true }),
      createApprover(),
    ]);
    alice = await newMember('alice@example.com');
  });

  afterEach(() => {
    delete process.env['ADJUSTMENT_APPROVAL_THRESHOLD_MINOR'];
  });

  const adjust = (body: object, by = requester, k = key()) =>
    request(app).post('/api/admin/processingRecords').set(bearer(by)).set('Idempotency-Key', k).send(body);
  const approve = (id: string, by = approver) => approveAs(app, by, id);
  const reject = (id: string, body: object, by = approver) =>
    request(app).post(`/api/admin/approvals/${id}/reject`).set(bearer(by)).send(body);
  const withdraw = (id: string, by = requester) =>
    request(app).post(`/api/admin/approvals/${id}/withdraw`).set(bearer(by)).send({});
  const list = (query: object = {}, by = approver) =>
    request(app).get('/api/admin/approvals').query(query).set(bearer(by));

  async function requested(
    body: object = { userId: alice.uid, amount: '100', memo: '보상' },
  ): Promise<Approval> {
    const res = await adjust(body);
    expect(res.status).toBe(202);
    return res.body.data as Approval;
  }

  async function prepared(): Promise<string> {
    await approvedBy(app, approver, adjust({ userId: alice.uid, amount: '10', memo: '입금' }));
    const res = await request(app)
      .post('/api/admin/processingRecords/settlementAll/prepare')
      .set(bearer(requester))
      .set('Idempotency-Key', key())
      .send({});
    expect(res.status).toBe(201);
    return res.body.data.id as string;
  }

  it('when an admin adjusts a balance, then 202 with a pending request holding the exact operation, and no money moves', async () => {
    const res = await adjust({
      userId: alice.uid,
      amount: '1,234.56',
      memo: '이벤트 보상',
      reason: '11월 이벤트',
    });
    expect(res.status).toBe(202);
    const approval = res.body.data as Approval;
    expect(approval).toMatchObject({
      kind: 'ledger.adjust',
      status: 'pending',
      operation: { kind: 'ledger.adjust', userId: alice.uid, amountMinor: 123_456, memo: '이벤트 보상' },
      members: [{ uid: alice.uid, name: expect.any(String) }],
      requestedBy: { uid: requester.uid, email: 'requester@example.com' },
      reason: '11월 이벤트',
      decidedBy: null,
      result: null,
    });
    expect(Date.parse(approval.expiresAt) - Date.parse(approval.requestedAt)).toBe(24 * 60 * 60 * 1000);
    expect((await stored(approval.id)).idempotencyKey).toEqual(expect.any(String));
    expect(await assetsOf(alice.uid)).toBe(0);
    expect(await entriesOf(alice.uid)).toHaveLength(0);
  });

  it('when the reason is left out of an adjustment, then the memo is the reason; a bad reason is 400 in Korean and nothing is stored', async () => {
    expect((await requested({ userId: alice.uid, amount: '1', memo: '메모 사유' })).reason).toBe('메모 사유');
    const bad = await adjust({ userId: alice.uid, amount: '1', memo: '메모', reason: 'x'.repeat(201) });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^사유: /);
    const ghost = await adjust({ userId: 'no-such-member', amount: '1', memo: '메모' });
    expect(ghost.status).toBe(404);
    expect(await approvalCount()).toBe(1);
  });

  it('when the requester approves their own request, then 403 in Korean and nothing runs', async () => {
    const approval = await requested();
    const res = await approve(approval.id, requester);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(approvalMessages.ownApprove);
    expect((await stored(approval.id)).status).toBe('pending');
    expect(await entriesOf(alice.uid)).toHaveLength(0);
  });

  it('when a second admin approves, then it runs with the stored body and the request holds the answer', async () => {
    const approval = await requested();
    const res = await approve(approval.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'executed',
      decidedBy: { uid: approver.uid },
      result: {
        status: 201,
        message: null,
        body: { data: { userId: alice.uid, amount: 100, type: 'adjustment' } },
      },
    });
    expect(await expectBalanced(alice.uid)).toBe(10_000);
    // The ledger entry names the requester (who asked for it); the request names the approver.
    expect((await entriesOf(alice.uid))[0]?.actorId).toBe(requester.uid);
  });

  it('when two admins approve at the same moment, then it runs once: one ledger entry', async () => {
    const third = await createAccount('third@example.com', { admin: true });
    const approval = await requested();
    const answers = await Promise.all([
      approve(approval.id),
      approve(approval.id, third),
      approve(approval.id),
    ]);
    for (const a of answers) expect(a.status).toBe(200);
    // Each answer is the request: run by one of them, or still running at that moment.
    for (const a of answers) expect(['approved', 'executed']).toContain(a.body.data.status);
    expect(await entriesOf(alice.uid)).toHaveLength(1);
    expect(await expectBalanced(alice.uid)).toBe(10_000);
    expect((await stored(approval.id)).status).toBe('executed');
  });

  it('when a settlement execute is approved twice at once, then each line is settled once', async () => {
    const batchId = await prepared();
    const res = await request(app)
      .post('/api/admin/processingRecords/settlementAll/execute')
      .set(bearer(requester))
      .set('Idempotency-Key', key())
      .send({ batchId, reason: '11월 정산' });
    expect(res.status).toBe(202);
    const approval = res.body.data as Approval;
    expect(approval).toMatchObject({
      kind: 'settlement.execute',
      batch: { payableLines: 1 },
      reason: '11월 정산',
    });
    await Promise.all([approve(approval.id), approve(approval.id)]);
    const settled = (await entriesOf(alice.uid)).filter((e) => e.type === 'settlement');
    expect(settled).toHaveLength(1);
    expect(await expectBalanced(alice.uid)).toBe(0);
    expect((await stored(approval.id)).status).toBe('executed');
  });

  it('when an approve is retried, then it answers the first result and runs nothing again', async () => {
    const approval = await requested();
    const first = await approve(approval.id);
    const again = await approve(approval.id);
    expect(again.status).toBe(200);
    expect(again.body.data.result).toEqual(first.body.data.result);
    expect(await entriesOf(alice.uid)).toHaveLength(1);
  });

  it('when the approving request died after claiming the request, then the next approve runs it, once', async () => {
    const approval = await requested();
    // What a crash right after the claim leaves: approved by someone, never run.
    await db()
      .collection(collections.approvals)
      .doc(approval.id)
      .update({
        status: 'approved',
        decidedBy: { uid: approver.uid, email: approver.email },
        decidedAt: Timestamp.now(),
      });
    const res = await approve(approval.id);
    expect(res.body.data.status).toBe('executed');
    await approve(approval.id);
    expect(await entriesOf(alice.uid)).toHaveLength(1);
  });

  it('when the money moved but the run died before answering and its key has expired, then a late approve runs nothing again', async () => {
    const approval = await requested();
    const first = await approve(approval.id);
    expect(first.body.data.status).toBe('executed');
    // What a crash between the money's transaction and the stored answer leaves, a day later:
    // the request marked executed (with the money), no answer, the run's key gone (kept a day).
    await db().collection(collections.approvals).doc(approval.id).update({ result: null });
    const keys = await db().collection(collections.idempotencyKeys).get();
    await Promise.all(keys.docs.map((d) => d.ref.delete()));
    const late = await approve(approval.id);
    expect(late.status).toBe(200);
    expect(late.body.data.status).toBe('executed');
    expect(await entriesOf(alice.uid)).toHaveLength(1);
    expect(await expectBalanced(alice.uid)).toBe(10_000);
  });

  it('when a request is older than 24 hours, then it cannot run: 409 in Korean, marked expired, listed as 만료', async () => {
    const approval = await requested();
    await db()
      .collection(collections.approvals)
      .doc(approval.id)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    expect((await list({ status: 'expired' })).body.data.items.map((a: Approval) => a.id)).toEqual([
      approval.id,
    ]);
    expect((await list({ status: 'pending' })).body.data.items).toEqual([]);
    const res = await approve(approval.id);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(approvalMessages.expired);
    expect((await stored(approval.id)).status).toBe('expired');
    expect(await entriesOf(alice.uid)).toHaveLength(0);
    expect((await reject(approval.id, { reason: '늦음' })).status).toBe(409);
    expect((await withdraw(approval.id)).status).toBe(409);
  });

  it('when the requester withdraws, then it is withdrawn and cannot be approved; another admin cannot withdraw it', async () => {
    const approval = await requested();
    const other = await withdraw(approval.id, approver);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe(approvalMessages.withdrawNotRequester);
    const res = await withdraw(approval.id);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('withdrawn');
    const late = await approve(approval.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(approvalMessages.decided);
    expect(await entriesOf(alice.uid)).toHaveLength(0);
  });

  it('when another admin rejects with a reason, then it is rejected and never runs; the requester cannot reject it, and a reason is required', async () => {
    const approval = await requested();
    expect((await reject(approval.id, { reason: '근거 부족' }, requester)).status).toBe(403);
    const empty = await reject(approval.id, { reason: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('사유: 거절 사유를 입력해 주세요.');
    const res = await reject(approval.id, { reason: '근거 부족' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'rejected',
      decisionReason: '근거 부족',
      decidedBy: { uid: approver.uid },
    });
    expect((await approve(approval.id)).status).toBe(409);
    expect(await entriesOf(alice.uid)).toHaveLength(0);
    expect((await list({ status: 'rejected' })).body.data.items).toHaveLength(1);
  });

  it('when a rate change is approved, then a prepared batch becomes stale and cannot be executed', async () => {
    const batchId = await prepared();
    const rate = await approvedBy(
      app,
      approver,
      request(app)
        .post('/api/admin/main/exchangeRate')
        .set(bearer(requester))
        .set('Idempotency-Key', key())
        .send({ value: '1,400', reason: '시세 반영' }),
    );
    expect(rate.status).toBe(200);
    expect(rate.body.data.value).toBe(1400);
    const batch = (await db().collection(collections.settlementBatches).doc(batchId).get()).data();
    expect(batch?.['status']).toBe('stale');
    const execute = await request(app)
      .post('/api/admin/processingRecords/settlementAll/execute')
      .set(bearer(requester))
      .set('Idempotency-Key', key())
      .send({ batchId });
    expect(execute.status).toBe(409);
  });

  it('when a batch goes stale while its execute waits, then the approved run fails with the Korean reason and pays nobody', async () => {
    const batchId = await prepared();
    const execute = await request(app)
      .post('/api/admin/processingRecords/settlementAll/execute')
      .set(bearer(requester))
      .set('Idempotency-Key', key())
      .send({ batchId });
    await approvedBy(
      app,
      approver,
      request(app)
        .post('/api/admin/main/settlementFeeRate')
        .set(bearer(requester))
        .set('Idempotency-Key', key())
        .send({ value: '3' }),
    );
    const res = await approve(execute.body.data.id);
    expect(res.body.data).toMatchObject({
      status: 'failed',
      result: { status: 409, message: expect.stringMatching(/[가-힣]/) },
    });
    expect(await expectBalanced(alice.uid)).toBe(1000);
  });

  it('when an adjustment is below the approval threshold, then it runs at once as before', async () => {
    process.env['ADJUSTMENT_APPROVAL_THRESHOLD_MINOR'] = '10000';
    const small = await adjust({ userId: alice.uid, amount: '99.99', memo: '소액' });
    expect(small.status).toBe(201);
    expect(await assetsOf(alice.uid)).toBe(9_999);
    const large = await adjust({ userId: alice.uid, amount: '-100', memo: '대액' });
    expect(large.status).toBe(202);
  });

  it('when a request is made, then every other admin is told in the bell with a link to the approvals screen, not the requester', async () => {
    await requested();
    const [mine, theirs] = await Promise.all([inboxOf(requester.uid), inboxOf(approver.uid)]);
    expect(mine).toHaveLength(0);
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ title: '승인 요청', url: '/admin/approvals' });
    expect(theirs[0]?.body).toContain('자산 조정');
  });

  it('when requests are listed, then newest first by cursor, and pending ones are those not yet expired', async () => {
    const first = await requested();
    const second = await requested();
    const all = await list({ pageSize: 1 });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 2, pageSize: 1 });
    expect(all.body.data.items.map((a: { id: string }) => a.id)).toEqual([second.id]);
    const page2 = await list({ pageSize: 1, cursor: all.body.data.nextCursor });
    expect(page2.body.data).toMatchObject({ total: null, nextCursor: null });
    expect(page2.body.data.items.map((a: { id: string }) => a.id)).toEqual([first.id]);
    expect((await list({ status: 'pending' })).body.data.total).toBe(2);
    expect((await list({ status: 'bogus' })).status).toBe(400);
    // Offset paging is gone: a page number is an unknown field, refused in Korean.
    const offset = await list({ pageSize: 1, page: 2 });
    expect(offset.status).toBe(400);
    expect(offset.body.message).toMatch(/[가-힣]/);
  });

  it('when requested, approved and rejected, then the access record holds each with the request id and the member', async () => {
    const a = await requested();
    const b = await requested();
    await approve(a.id);
    await reject(b.id, { reason: '중복' });
    const snap = await db().collection(collections.accessLog).get();
    const entries = snap.docs.map((d) => d.data() as AccessEntryRecord);
    const requests = entries.filter((e) => e.action === 'ledger.adjust' && e.status === 202);
    expect(requests.map((e) => e.details['approvalId']).sort()).toEqual([a.id, b.id].sort());
    const approved = entries.find((e) => e.action === 'approvals.approve');
    expect(approved).toMatchObject({
      actorUid: approver.uid,
      subjects: [alice.uid],
      details: { approvalId: a.id, status: 'executed' },
    });
    const rejected = entries.find((e) => e.action === 'approvals.reject');
    expect(rejected).toMatchObject({
      actorUid: approver.uid,
      details: { approvalId: b.id, status: 'rejected' },
    });
  });
});
