import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { adminAuth, db } from '../../src/lib/firebase.js';
import { createAccount, forgedToken, resetEmulators, type TestAccount } from '../support/emulators.js';

const app = createApp({ publicRateLimit: { limit: 1000, windowMs: 60_000 } });
const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

async function seedInvite(code: string, maxUses = 2): Promise<void> {
  await db().collection('inviteCodes').doc(code).set({
    code,
    maxUses,
    used: 0,
    expiresAt: null,
    memo: '테스트',
    createdBy: 'test-admin',
    createdAt: Timestamp.now(),
  });
}

async function inviteUsed(code: string): Promise<unknown> {
  return (await db().collection('inviteCodes').doc(code).get()).data()?.['used'];
}

async function authAccountCount(): Promise<number> {
  return (await adminAuth().listUsers()).users.length;
}

const identityBody = (overrides: Record<string, unknown> = {}) => ({
  name: '구글회원',
  phone: '01012345678',
  bank: '카카오뱅크',
  account: '3333-01-1234567',
  consent: true,
  inviteCode: 'START789',
  ...overrides,
});

describe('POST /api/users/register with an existing identity (PRODUCT.md Lifecycle 2)', () => {
  let social: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    // Stands in for a Google sign-in: an Auth account and a real ID token, no profile.
    social = await createAccount('Social.User@example.com');
    await seedInvite('START789');
  });

  it('when the token is valid, then 201 and a pending profile with the token email; no account is created', async () => {
    const accounts = await authAccountCount();
    const res = await request(app).post('/api/users/register').set(auth(social)).send(identityBody());
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      uid: social.uid,
      email: 'social.user@example.com',
      name: '구글회원',
      phone: '010-1234-5678',
      status: 'pending',
      assets: 0,
    });
    const profile = (await db().collection('users').doc(social.uid).get()).data();
    expect(profile).toMatchObject({ status: 'pending', activatedAt: null, assetsMinor: 0 });
    expect(await inviteUsed('START789')).toBe(1);
    expect(await authAccountCount()).toBe(accounts);
  });

  it('when the profile already exists, then a second registration is 409 in Korean and the code is not consumed again', async () => {
    expect(
      (await request(app).post('/api/users/register').set(auth(social)).send(identityBody())).status,
    ).toBe(201);
    const again = await request(app)
      .post('/api/users/register')
      .set(auth(social))
      .send(identityBody({ name: '다른이름' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'conflict', message: '이미 가입이 완료된 계정입니다.' });
    expect(await inviteUsed('START789')).toBe(1);
    expect((await db().collection('users').doc(social.uid).get()).data()?.['name']).toBe('구글회원');
  });

  it('when the body carries email or password, then 400 in Korean and nothing is written', async () => {
    const res = await request(app)
      .post('/api/users/register')
      .set(auth(social))
      .send(identityBody({ email: 'other@example.com', password: 'password-123' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('허용되지 않은 항목이 있습니다: email, password');
    expect((await db().collection('users').get()).size).toBe(0);
    expect(await inviteUsed('START789')).toBe(0);
  });

  it('when the invite code is unusable, then the error is Korean and the existing account is kept', async () => {
    const res = await request(app)
      .post('/api/users/register')
      .set(auth(social))
      .send(identityBody({ inviteCode: 'NOSUCH22' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('유효하지 않은 초대 코드입니다.');
    expect((await adminAuth().getUser(social.uid)).email).toBe('social.user@example.com');
    expect((await db().collection('users').get()).size).toBe(0);
  });

  it('when the Authorization header is invalid, then 401 and nothing is written', async () => {
    for (const header of [`Bearer ${forgedToken(social.uid)}`, 'Basic abc', 'Bearer']) {
      const res = await request(app)
        .post('/api/users/register')
        .set('Authorization', header)
        .send(identityBody());
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('인증되지 않은 사용자입니다');
    }
    expect(await inviteUsed('START789')).toBe(0);
  });
});
