import express from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { authenticate } from '../../src/http/middleware/authenticate.js';
import { errorHandler } from '../../src/http/middleware/error-handler.js';
import { requestId } from '../../src/http/middleware/request-id.js';
import { requireActiveMember } from '../../src/http/middleware/member-gate.js';
import { collections } from '../../src/lib/collections.js';
import { db } from '../../src/lib/firebase.js';
import { createApp } from '../../src/http/app.js';
import {
  createAccount,
  createMemberProfile,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';

/** A tiny app with one money-like route behind the gate, as the money routes will mount it. */
const tiny = express();
tiny.use(requestId);
tiny.get('/money', authenticate(), requireActiveMember, (_req, res) => {
  res.json({ data: { ok: true } });
});
tiny.use(errorHandler);

const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

describe('a deactivated member holding a token that still verifies', () => {
  const app = createApp();
  let member: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    member = await createAccount('member@example.com');
    // Only the profile says deactivated: the Auth account is enabled and the token unrevoked, as
    // production sees an ID token issued before the deactivation on a route that does not ask
    // Auth (the emulator refuses a disabled account's token on its own, which would hide the rule).
    await createMemberProfile(member, { status: 'deactivated' });
    await db()
      .collection(collections.users)
      .doc(member.uid)
      .collection(collections.fcmTokens)
      .doc('own-token')
      .set({ token: 'old-token', timestamp: new Date() });
    await db()
      .collection(collections.users)
      .doc(member.uid)
      .collection(collections.inbox)
      .doc('own-message')
      .set({ title: '제목', body: '본문', url: '/', read: false, readAt: null, createdAt: new Date() });
  });

  it.each([
    ['GET', '/api/users/me'],
    ['POST', '/api/users/fcmToken', { fcmToken: 'a-new-token' }],
    ['DELETE', '/api/users/fcmToken/own-token'],
    ['GET', '/api/push/message'],
    ['PATCH', '/api/push/message/own-message', { read: true }],
    ['PATCH', '/api/push/message/readAll'],
    ['GET', '/api/announcements'],
    ['GET', '/api/main/exchangeRate'],
  ] as const)('when they call %s %s, then 403 in Korean and nothing changes', async (method, path, body?) => {
    const own = db().collection(collections.users).doc(member.uid);
    const before = await Promise.all([
      own.collection(collections.fcmTokens).get(),
      own.collection(collections.inbox).get(),
    ]);
    const call = request(app)
      [method === 'GET' ? 'get' : method === 'POST' ? 'post' : method === 'PATCH' ? 'patch' : 'delete'](path)
      .set(auth(member));
    const res = await (body === undefined ? call : call.send(body));
    expect(res.status, JSON.stringify(res.body)).toBe(403);
    expect(res.body).toMatchObject({
      code: 'forbidden',
      message: '비활성화된 계정입니다. 관리자에게 문의해 주세요.',
    });
    const after = await Promise.all([
      own.collection(collections.fcmTokens).get(),
      own.collection(collections.inbox).get(),
    ]);
    expect(after.map((snap) => snap.docs.map((d) => [d.id, d.updateTime.toMillis()]))).toEqual(
      before.map((snap) => snap.docs.map((d) => [d.id, d.updateTime.toMillis()])),
    );
  });

  it('when the member is active again, then the same token works', async () => {
    await db().collection(collections.users).doc(member.uid).update({ status: 'active' });
    const res = await request(app).get('/api/push/message').set(auth(member));
    expect(res.status).toBe(200);
  });
});

describe('requireActiveMember on the emulators', () => {
  let member: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    member = await createAccount('member@example.com');
  });

  it('when the member is active, then the route runs', async () => {
    await createMemberProfile(member);
    const res = await request(tiny).get('/money').set(auth(member));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ok: true });
  });

  it('when the member is pending, then 403 in Korean, yet GET /users/me still answers', async () => {
    await createMemberProfile(member, { status: 'pending', activatedAt: null });
    const res = await request(tiny).get('/money').set(auth(member));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'forbidden', message: '관리자 승인 후 이용할 수 있습니다.' });
    const me = await request(createApp()).get('/api/users/me').set(auth(member));
    expect(me.status).toBe(200);
    expect(me.body.data.status).toBe('pending');
  });

  it('when the member is deactivated, then 403 in Korean', async () => {
    await createMemberProfile(member, { status: 'deactivated' });
    const res = await request(tiny).get('/money').set(auth(member));
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('비활성화된 계정입니다. 관리자에게 문의해 주세요.');
  });

  it('when the signed-in account has no profile, then 404 in Korean', async () => {
    const res = await request(tiny).get('/money').set(auth(member));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('회원 정보가 없습니다. 가입 절차를 먼저 완료해 주세요.');
  });

  it('when the caller is an admin, then they pass without a profile', async () => {
    const admin = await createAccount('admin@example.com', { admin: true });
    const res = await request(tiny).get('/money').set(auth(admin));
    expect(res.status).toBe(200);
  });

  it('when there is no token, then 401 before any status read', async () => {
    const res = await request(tiny).get('/money');
    expect(res.status).toBe(401);
  });
});
