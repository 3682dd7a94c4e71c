/** GET /transactions/{id}: the receipt of one of the member's own transactions, and only theirs. */
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import {
  createAccount,
  createMemberProfile,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';
import { bearer, key, newMember, setRates } from '../support/money.js';

const app = createApp();

describe('GET /transactions/{id} (the receipt)', () => {
  let member: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;
  let id: string;

  beforeAll(async () => {
    await resetEmulators();
    await setRates(138_550, 250);
    member = await newMember('member@example.com');
    other = await newMember('other@example.com');
    admin = await createAccount('admin@example.com', { admin: true });
    await createMemberProfile(admin);
    const res = await request(app)
      .post('/api/transactions')
      .set(bearer(member))
      .set('Idempotency-Key', key())
      .send({ amount: '1,234.5', memo: '영수증 확인' });
    expect(res.status).toBe(201);
    id = res.body.data.id as string;
  });

  it('when the member asks for their own, then it answers what POST answered', async () => {
    const res = await request(app).get(`/api/transactions/${id}`).set(bearer(member));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      userId: member.uid,
      amount: 1234.5,
      memo: '영수증 확인',
      status: 'pending',
      processedAt: null,
    });
  });

  it('when another member asks for it, then 404 in Korean, as if it did not exist', async () => {
    const res = await request(app).get(`/api/transactions/${id}`).set(bearer(other));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('거래를 찾을 수 없습니다.');
  });

  it('when an admin asks on the member route, then 404: admins read it on their own routes', async () => {
    const res = await request(app).get(`/api/transactions/${id}`).set(bearer(admin));
    expect(res.status).toBe(404);
  });

  it('when the id does not exist, then 404 in Korean', async () => {
    const res = await request(app).get('/api/transactions/doesNotExist123').set(bearer(member));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('거래를 찾을 수 없습니다.');
  });

  it('when the member canceled it, then the receipt says so', async () => {
    await request(app)
      .patch(`/api/transactions/${id}`)
      .set(bearer(member))
      .set('Idempotency-Key', key())
      .send({ status: 'canceled' });
    const res = await request(app).get(`/api/transactions/${id}`).set(bearer(member));
    expect(res.body.data).toMatchObject({ status: 'canceled' });
    expect(res.body.data.canceledAt).not.toBeNull();
  });
});
