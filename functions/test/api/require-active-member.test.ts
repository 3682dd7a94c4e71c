import express from 'express';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { authenticate } from '../../src/http/middleware/authenticate.js';
import { errorHandler } from '../../src/http/middleware/error-handler.js';
import { requestId } from '../../src/http/middleware/request-id.js';
import { requireActiveMember } from '../../src/http/middleware/require-active-member.js';
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
