/**
 * PRODUCT.md Lifecycle 3: money moves only for active members, from whichever side. A pending or
 * deactivated member's balance changes neither by an admin's adjustment, nor by processing a
 * transaction they registered while active, nor by a reversal; each is refused in Korean and
 * writes nothing (append-entry.ts is the one place every balance change passes).
 */
import { IDEMPOTENCY_HEADER } from '@settle/contract/api';
import { messages } from '@settle/contract/messages';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { collections } from '../../src/lib/collections.js';
import { db } from '../../src/lib/firebase.js';
import { approvedBy, createApprover } from '../support/approvals.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import { assetsOf, bearer, entriesOf, expectBalanced, key, newMember, setRates } from '../support/money.js';

const app = createApp();

describe('money moves only for active members', () => {
  let admin: TestAccount;
  let member: TestAccount;
  let approver: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    await setRates(135025, 250);
    admin = await createAccount('admin@example.com', { admin: true });
    approver = await createApprover();
    member = await newMember('member@example.com');
  });

  const setStatus = (status: 'pending' | 'deactivated' | 'active') =>
    db().collection(collections.users).doc(member.uid).update({ status });

  // Requested by the admin and approved by a second one (four eyes): the run's answer.
  async function adjust(amount: string | number) {
    return approvedBy(
      app,
      approver,
      request(app)
        .post('/api/admin/processingRecords')
        .set({ ...bearer(admin), [IDEMPOTENCY_HEADER]: key() })
        .send({ userId: member.uid, amount, memo: '조정' }),
    );
  }

  it.each(['pending', 'deactivated'] as const)(
    'when an admin adjusts a %s member, then 409 in Korean and the balance and ledger stay',
    async (status) => {
      await setStatus(status);
      for (const amount of [100, -1]) {
        const res = await adjust(amount);
        expect(res.status, JSON.stringify(res.body)).toBe(409);
        expect(res.body.message).toBe(messages.assetsMemberNotActive);
      }
      expect(await assetsOf(member.uid)).toBe(0);
      expect(await entriesOf(member.uid)).toEqual([]);
    },
  );

  it('when a member registered a transaction and was deactivated before it was processed, then processing is refused', async () => {
    const created = await request(app)
      .post('/api/transactions')
      .set({ ...bearer(member), [IDEMPOTENCY_HEADER]: key() })
      .send({ amount: 12.5 });
    expect(created.status).toBe(201);
    await setStatus('deactivated');
    const res = await request(app)
      .patch(`/api/admin/transactions/${created.body.data.id}`)
      .set({ ...bearer(admin), [IDEMPOTENCY_HEADER]: key() })
      .send({ status: 'success' });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.message).toBe(messages.assetsMemberNotActive);
    const stored = await db().collection(collections.transactions).doc(created.body.data.id).get();
    expect(stored.data()?.['status']).toBe('pending');
    expect(await assetsOf(member.uid)).toBe(0);
  });

  it('when an entry of a member who is no longer active is reversed, then that entry is refused and nothing moves', async () => {
    const credited = await adjust('10.00');
    expect(credited.status).toBe(201);
    await setStatus('pending');
    const res = await approvedBy(
      app,
      approver,
      request(app)
        .delete('/api/admin/processingRecords')
        .set({ ...bearer(admin), [IDEMPOTENCY_HEADER]: key() })
        .send({ ids: [credited.body.data.id] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.results).toEqual([
      { id: credited.body.data.id, ok: false, message: messages.assetsMemberNotActive, reversal: null },
    ]);
    expect(await expectBalanced(member.uid)).toBe(1000);
  });

  it('when the member is active again, then the same adjustment goes through', async () => {
    await setStatus('pending');
    expect((await adjust(5)).status).toBe(409);
    await setStatus('active');
    expect((await adjust(5)).status).toBe(201);
    expect(await expectBalanced(member.uid)).toBe(500);
  });
});
