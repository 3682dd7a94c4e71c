/**
 * The asset unit (PRODUCT.md, The member's app): an operator setting shown after every asset
 * amount. One admin sets it (a label moves no money: no four eyes), the change is kept with who
 * and when and in the access record, members read it with the rate and on their dashboard.
 */
import { DEFAULT_ASSET_UNIT } from '@settle/contract/asset-unit';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { collections } from '../../src/lib/collections.js';
import { db } from '../../src/lib/firebase.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import { bearer, key, newMember, setRates } from '../support/money.js';

const app = createApp();

async function settingsState() {
  const [unit, history] = await Promise.all([
    db().collection(collections.settings).doc('assetUnit').get(),
    db().collection(collections.assetUnitHistory).get(),
  ]);
  return { unit: unit.data() ?? null, history: history.docs.map((d) => d.data()) };
}

/** The access entry is written as the response finishes: wait for it. */
async function accessEntriesOf(action: string) {
  for (let i = 0; i < 40; i += 1) {
    const snap = await db().collection(collections.accessLog).where('action', '==', action).get();
    if (!snap.empty) return snap.docs.map((d) => d.data());
    await new Promise((r) => setTimeout(r, 50));
  }
  return [];
}

describe('the asset unit', () => {
  let admin: TestAccount;
  let member: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    admin = await createAccount('admin@example.com', { admin: true });
    member = await newMember('member@example.com', { assetsMinor: 25_075 });
    await setRates(135_025, 350);
  });

  const setUnit = (as: TestAccount, body: object) =>
    request(app).post('/api/admin/main/assetUnit').set(bearer(as)).send(body);

  it('is P until an operator sets one, for members (rate and dashboard) and admins', async () => {
    const rate = await request(app).get('/api/main/exchangeRate').set(bearer(member));
    expect(rate.status).toBe(200);
    expect(rate.body.data).toMatchObject({ value: 1350.25, assetUnit: DEFAULT_ASSET_UNIT });
    const dashboard = await request(app).get('/api/main/dashboardData').set(bearer(member));
    expect(dashboard.body.data.assetUnit).toBe('P');
    const adminView = await request(app).get('/api/admin/main/assetUnit').set(bearer(admin));
    expect(adminView.body.data).toEqual({ current: { unit: 'P', updatedAt: null }, history: [] });
    expect((await request(app).get('/api/admin/main').set(bearer(admin))).body.data.assetUnit).toBe('P');
  });

  it('when an admin sets "pt", then 200 at once, members see it, and who and when are kept', async () => {
    const res = await setUnit(admin, { unit: '  pt ' });
    expect(res.status).toBe(200);
    expect(res.body.data.current.unit).toBe('pt');
    expect(res.body.data.history).toEqual([
      expect.objectContaining({ unit: 'pt', updatedBy: admin.uid, updatedByName: 'admin@example.com' }),
    ]);

    const rate = await request(app).get('/api/main/exchangeRate').set(bearer(member));
    expect(rate.body.data.assetUnit).toBe('pt');
    const dashboard = await request(app).get('/api/main/dashboardData').set(bearer(member));
    expect(dashboard.body.data.assetUnit).toBe('pt');
    expect((await request(app).get('/api/admin/main').set(bearer(admin))).body.data.assetUnit).toBe('pt');

    const recorded = await accessEntriesOf('assetUnit.update');
    expect(recorded).toEqual([
      expect.objectContaining({
        actorUid: admin.uid,
        status: 200,
        details: expect.objectContaining({ unit: 'pt' }),
      }),
    ]);
  });

  it('names the unit in the CSV headers of the asset columns (the cells stay plain numbers)', async () => {
    expect((await setUnit(admin, { unit: 'pt' })).status).toBe(200);
    await request(app)
      .post('/api/transactions')
      .set(bearer(member))
      .set('Idempotency-Key', key())
      .send({ amount: 5 });
    const users = await request(app)
      .get('/api/admin/users')
      .query({ format: 'csv', reason: '단위 확인' })
      .set(bearer(admin));
    expect(users.status).toBe(200);
    const [usersHeader, usersRow] = users.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(usersHeader?.split(',')).toContain('자산(pt)');
    expect(usersRow).toContain(',250.75,');
    const transactions = await request(app)
      .get('/api/admin/transactions')
      .query({ format: 'csv', reason: '단위 확인' })
      .set(bearer(admin));
    expect(transactions.status).toBe(200);
    expect(transactions.text.split('\r\n')[0]?.split(',')).toContain('금액(pt)');
  });

  it('accepts Hangul (포인트) and keeps every change newest first; the same unit again records nothing', async () => {
    expect((await setUnit(admin, { unit: 'pt' })).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5));
    expect((await setUnit(admin, { unit: '포인트' })).status).toBe(200);
    const again = await setUnit(admin, { unit: '포인트' });
    expect(again.status).toBe(200);
    expect(again.body.data.history.map((c: { unit: string }) => c.unit)).toEqual(['포인트', 'pt']);
    expect((await settingsState()).history).toHaveLength(2);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['five letters', 'POINT'],
    ['a space inside', 'p t'],
    ['digits', 'P1'],
    ['a symbol', '$'],
    ['a control character', 'P\u0007'],
  ])('when the unit is %s, then 400 in Korean and nothing changes', async (_what, unit) => {
    expect((await setUnit(admin, { unit: 'pt' })).status).toBe(200);
    const before = await settingsState();
    const res = await setUnit(admin, { unit });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^자산 단위: /);
    expect(res.body.message).toMatch(/[가-힣]/);
    expect(await settingsState()).toEqual(before);
  });

  it('refuses 원, which would read as won', async () => {
    const res = await setUnit(admin, { unit: '원' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('자산 단위: 원은 원화 금액에 쓰는 단위라 자산 단위로 쓸 수 없습니다.');
    expect(await settingsState()).toEqual({ unit: null, history: [] });
  });

  it('refuses unknown fields (strict body)', async () => {
    const res = await setUnit(admin, { unit: 'pt', by: 'x' });
    expect(res.status).toBe(400);
    expect(await settingsState()).toEqual({ unit: null, history: [] });
  });

  it('when a member tries to set it, then 403 and nothing changes', async () => {
    const res = await setUnit(member, { unit: 'pt' });
    expect(res.status).toBe(403);
    expect(res.body.message).toMatch(/[가-힣]/);
    expect(await settingsState()).toEqual({ unit: null, history: [] });
    expect((await request(app).get('/api/admin/main/assetUnit').set(bearer(member))).status).toBe(403);
  });
});
