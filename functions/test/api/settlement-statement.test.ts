import { PDFDocument } from 'pdf-lib';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import { inlineDispatcher } from '../../src/modules/settlement/dispatcher.js';
import { settlementEntryId } from '../../src/modules/settlement/execute.js';
import { approvedBy, createApprover } from '../support/approvals.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import { bearer, key, newMember, setRates } from '../support/money.js';

/** Execute finishes inside the request here, so the statement can be read at once. */
const app = createApp({ settlementDispatcher: inlineDispatcher({ concurrency: 4 }) });

/** Collects a binary answer as a Buffer (supertest parses only text types by itself). */
const binary: Parameters<request.Test['parse']>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('the member settlement statement (정산 명세서)', () => {
  let admin: TestAccount;
  let approver: TestAccount;
  let alice: TestAccount;
  let bob: TestAccount;
  let statementId: string;

  beforeEach(async () => {
    await resetEmulators();
    await setRates(138_550, 250); // 1,385.50 KRW per asset, 2.50 %
    admin = await createAccount('admin@example.com', { admin: true });
    approver = await createApprover();
    alice = await newMember('a@example.com', { name: '김앨리스' });
    bob = await newMember('b@example.com', { name: '박밥' });
    const money = (path: string, body: object) =>
      approvedBy(
        app,
        approver,
        request(app).post(path).set(bearer(admin)).set('Idempotency-Key', key()).send(body),
      );
    expect(
      (await money('/api/admin/processingRecords', { userId: alice.uid, amount: '1234.56', memo: '입금' }))
        .status,
    ).toBe(201);
    const prepared = await request(app)
      .post('/api/admin/processingRecords/settlementAll/prepare')
      .set(bearer(admin))
      .set('Idempotency-Key', key())
      .send({});
    expect(prepared.status).toBe(201);
    const batchId = prepared.body.data.id as string;
    expect((await money('/api/admin/processingRecords/settlementAll/execute', { batchId })).status).toBe(202);
    statementId = settlementEntryId(batchId, alice.uid);
    // The rates change after the settlement: the statement keeps the ones it was paid at.
    await setRates(150_000, 500);
  });

  it('when the member opens their settlement, then 200 with the numbers stored when it was paid and the account masked', async () => {
    const res = await request(app).get(`/api/settlements/${statementId}`).set(bearer(alice));
    expect(res.status).toBe(200);
    // 1234.56 × 1,385.50 = 1,710,482 (floor); fee floor(1,710,482 × 2.5 %) = 42,762.
    expect(res.body.data).toEqual({
      id: statementId,
      batchId: expect.any(String),
      settledAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      memberName: '김앨리스',
      amount: 1234.56,
      // Settlements do not store the unit: the operator's current one (P until one is set).
      assetUnit: 'P',
      rate: 1385.5,
      feeRate: 2.5,
      gross: 1_710_482,
      fee: 42_762,
      net: 1_667_720,
      bank: '국민은행',
      account: '****9012',
      reversed: false,
    });
    expect(JSON.stringify(res.body)).not.toContain('789012');
  });

  it("when a member asks for another member's settlement, then 404 in Korean and nothing of it", async () => {
    for (const path of [`/api/settlements/${statementId}`, `/api/settlements/${statementId}/statement.pdf`]) {
      const res = await request(app).get(path).set(bearer(bob));
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: '정산 내역을 찾을 수 없습니다.', code: 'not-found' });
      expect(JSON.stringify(res.body)).not.toContain('1710482');
    }
  });

  it('when the id is missing, malformed or not a settlement of theirs, then the same 404', async () => {
    // Her own ledger entry, but the credit, not a settlement.
    const credit = await db()
      .collection('processingRecords')
      .where('uid', '==', alice.uid)
      .where('type', '==', 'adjustment')
      .get();
    const creditId = credit.docs[0]?.id;
    expect(creditId).toBeDefined();
    for (const id of ['settle-none', creditId ?? 'x', '..', '__x__']) {
      const res = await request(app).get(`/api/settlements/${id}`).set(bearer(alice));
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('정산 내역을 찾을 수 없습니다.');
    }
  });

  it('when asked without a token, then 401', async () => {
    expect((await request(app).get(`/api/settlements/${statementId}`)).status).toBe(401);
  });

  it('when the member downloads it, then a one-page A4 PDF named by the settlement day in Seoul', async () => {
    const res = await request(app)
      .get(`/api/settlements/${statementId}/statement.pdf`)
      .set(bearer(alice))
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const settledAt = (await request(app).get(`/api/settlements/${statementId}`).set(bearer(alice))).body.data
      .settledAt as string;
    const seoulDay = new Date(Date.parse(settledAt) + 9 * 3_600_000).toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="______${seoulDay}.pdf"; filename*=UTF-8''${encodeURIComponent(`정산명세서_${seoulDay}.pdf`)}`,
    );
    const pdf = await PDFDocument.load(body);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('정산 명세서');
  });
});
