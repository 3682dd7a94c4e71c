import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@settle/contract/messages';
import { complianceMessages } from '@settle/contract/compliance-messages';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import { decryptAccount } from '../../src/modules/accounts/account-cipher.js';
import { inlineDispatcher } from '../../src/modules/settlement/dispatcher.js';
import type { LineRecord } from '../../src/modules/settlement/batch-record.js';
import { settlementEntryId } from '../../src/modules/settlement/execute.js';
import { approvedBy, createApprover } from '../support/approvals.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import { assetsOf, bearer, key, newMember, setRates } from '../support/money.js';

/** Execute finishes inside the request here, so the answers can be checked at once. */
const app = createApp({ settlementDispatcher: inlineDispatcher({ concurrency: 4 }) });
const HOUR = 60 * 60 * 1000;

describe('the 24-hour settlement hold after a payout-account change (issue 15) on the emulators', () => {
  let admin: TestAccount;
  let approver: TestAccount;
  let steady: TestAccount;
  let changedLongAgo: TestAccount;
  let changer: TestAccount;
  let changedRecently: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    await setRates(100_000, 0); // 1,000 KRW per asset, no fee
    admin = await createAccount('admin@example.com', { admin: true });
    approver = await createApprover();
    steady = await newMember('steady@example.com', { assetsMinor: 10_000 });
    changedLongAgo = await newMember('long@example.com', {
      assetsMinor: 20_000,
      accountChangedAt: Timestamp.fromMillis(Date.now() - 25 * HOUR),
    });
    changer = await newMember('changer@example.com', { assetsMinor: 30_000, account: '110-000-111111' });
    changedRecently = await newMember('recent@example.com', {
      assetsMinor: 40_000,
      accountChangedAt: Timestamp.fromMillis(Date.now() - 23 * HOUR),
    });
  });

  const prepare = () =>
    request(app)
      .post('/api/admin/processingRecords/settlementAll/prepare')
      .set(bearer(admin))
      .set('Idempotency-Key', key())
      .send({});
  // Requested by the admin, approved by a second admin (four eyes): the run's answer.
  const execute = (batchId: string) =>
    approvedBy(
      app,
      approver,
      request(app)
        .post('/api/admin/processingRecords/settlementAll/execute')
        .set(bearer(admin))
        .set('Idempotency-Key', key())
        .send({ batchId }),
    );
  const release = (batchId: string, uid: string) =>
    approvedBy(
      app,
      approver,
      request(app)
        .post(`/api/admin/processingRecords/settlementAll/lines/${uid}/release`)
        .set(bearer(admin))
        .set('Idempotency-Key', key())
        .send({ batchId }),
    );
  const lineOf = async (batchId: string, uid: string) =>
    (
      await db().collection('settlementBatches').doc(batchId).collection('lines').doc(uid).get()
    ).data() as LineRecord;

  it('when a member changed the account within 24 hours, then prepare holds their line; release makes it payable while prepared', async () => {
    const change = await request(app)
      .patch('/api/users/me')
      .set(bearer(changer))
      .send({ account: '220-000-222222' });
    expect(change.status).toBe(200);

    const prepared = await prepare();
    expect(prepared.status).toBe(201);
    const batch = prepared.body.data;
    // steady 100 + long ago 200 payable; the changer (300) and the recent one (400) held.
    expect(batch.totals).toMatchObject({
      payableLines: 2,
      skippedLines: 0,
      heldLines: 2,
      amount: 300,
      gross: 300_000,
      net: 300_000,
    });
    const lines = await request(app)
      .get('/api/admin/processingRecords/settlementAll/lines')
      .query({ batchId: batch.id, status: 'held' })
      .set(bearer(admin));
    expect(lines.body.data.items.map((l: { userId: string }) => l.userId).sort()).toEqual(
      [changer.uid, changedRecently.uid].sort(),
    );
    for (const line of lines.body.data.items) {
      expect(line).toMatchObject({ status: 'held', reason: '계좌 변경 후 24시간 이내' });
      expect(line.account).toMatch(/^\*{4}\d{4}$/);
    }
    // The held line carries the new account, encrypted: the payout would go there after release.
    const held = await lineOf(batch.id as string, changer.uid);
    expect(held).not.toHaveProperty('account');
    expect(decryptAccount(changer.uid, held.accountCipher)).toBe('220-000-222222');

    const released = await release(batch.id as string, changer.uid);
    expect(released.status).toBe(200);
    expect(released.body.data.line).toMatchObject({ userId: changer.uid, status: 'pending', reason: null });
    expect(released.body.data.batch.totals).toMatchObject({
      payableLines: 3,
      heldLines: 1,
      amount: 600,
      gross: 600_000,
      net: 600_000,
    });
    const current = await request(app).get('/api/admin/processingRecords/settlementAll').set(bearer(admin));
    expect(current.body.data.batch.totals).toMatchObject({ payableLines: 3, heldLines: 1, net: 600_000 });

    // Releasing again: not held any more. An unknown member: no such line.
    const again = await release(batch.id as string, changer.uid);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(complianceMessages.settlementLineNotHeld);
    const unknown = await release(batch.id as string, 'nobody');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(complianceMessages.settlementLineNotFound);

    const [entry] = (
      await db().collection('accessLog').where('action', '==', 'settlement.release').get()
    ).docs
      .map((d) => d.data())
      .filter((e) => e['status'] === 202);
    // The request (202, four eyes) names the member and the batch; the approve is its own entry.
    expect(entry).toMatchObject({ subjects: [changer.uid], details: { batchId: batch.id } });
    const approved = (
      await db().collection('accessLog').where('action', '==', 'approvals.approve').get()
    ).docs
      .map((d) => d.data())
      .find((e) => e['details']?.['kind'] === 'settlement.release' && e['status'] === 200);
    expect(approved).toMatchObject({ actorUid: approver.uid, subjects: [changer.uid] });

    // Execute pays the released line and leaves the one still held alone: no debit, no entry.
    const executed = await execute(batch.id as string);
    expect(executed.status).toBe(202);
    expect((await lineOf(batch.id as string, changer.uid)).status).toBe('settled');
    expect(await assetsOf(changer.uid)).toBe(0);
    const stillHeld = await lineOf(batch.id as string, changedRecently.uid);
    expect(stillHeld.status).toBe('held');
    expect(await assetsOf(changedRecently.uid)).toBe(40_000);
    const entry2 = await db()
      .collection('processingRecords')
      .doc(settlementEntryId(batch.id as string, changedRecently.uid))
      .get();
    expect(entry2.exists).toBe(false);
    const after = await request(app).get('/api/admin/processingRecords/settlementAll').set(bearer(admin));
    expect(after.body.data.batch).toMatchObject({
      status: 'completed',
      progress: { settled: 3, failed: 0, pending: 0, settledNet: 600_000 },
    });

    // The paid ledger entry keeps where it went encrypted; its DTO is masked.
    const paid = await db()
      .collection('processingRecords')
      .doc(settlementEntryId(batch.id as string, changer.uid))
      .get();
    const settlement = paid.data()?.['settlement'] as Record<string, string>;
    expect(settlement).not.toHaveProperty('account');
    expect(decryptAccount(changer.uid, settlement['accountCipher'] ?? '')).toBe('220-000-222222');
    const mine = await request(app).get('/api/processingRecords').set(bearer(changer));
    const record = mine.body.data.items.find((r: { type: string }) => r.type === 'settlement');
    expect(record.settlement.account).toBe('****2222');

    // Once the batch is no longer prepared, a held line stays held.
    const late = await release(batch.id as string, changedRecently.uid);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(complianceMessages.settlementReleaseNotPrepared);
    expect((await lineOf(batch.id as string, changedRecently.uid)).status).toBe('held');
  });

  it('when every payable line is held, then execute has nothing to pay until one is released', async () => {
    for (const m of [steady, changedLongAgo, changer]) {
      await db().collection('users').doc(m.uid).update({ accountChangedAt: Timestamp.now() });
    }
    const batch = (await prepare()).body.data;
    expect(batch.totals).toMatchObject({ payableLines: 0, heldLines: 4 });
    const refused = await execute(batch.id as string);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(messages.settlementNothingToPay);
    expect((await release(batch.id as string, steady.uid)).status).toBe(200);
    const executed = await execute(batch.id as string);
    expect(executed.status).toBe(202);
    expect(await assetsOf(steady.uid)).toBe(0);
    expect(await assetsOf(changedLongAgo.uid)).toBe(20_000);
    // The released line was told it was paid (its notice group got a message).
    const paid = await db().collection('users').doc(steady.uid).collection('inbox').get();
    expect(paid.docs.some((d) => d.id.startsWith(`settle-${batch.id}`))).toBe(true);
  });
});
