import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import {
  createAccount,
  createMemberProfile,
  forgedToken,
  resetEmulators,
  setExchangeRate,
  type TestAccount,
} from '../support/emulators.js';

const app = createApp();
const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

describe('the /api skeleton on the emulators', () => {
  let member: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    member = await createAccount('member@example.com');
    await createMemberProfile(member);
    await setExchangeRate(135025);
  });

  describe('authentication', () => {
    it('when no token is sent, then 401 with the spec message', async () => {
      const res = await request(app).get('/api/users/me');
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: '인증되지 않은 사용자입니다', code: 'unauthenticated' });
    });

    it('when a forged token is sent, then 401 and nothing is revealed', async () => {
      const res = await request(app)
        .get('/api/users/me')
        .set('Authorization', `Bearer ${forgedToken(member.uid)}`);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('인증되지 않은 사용자입니다');
      expect(res.body.data).toBeUndefined();
    });

    it('when the header is not a Bearer token, then 401', async () => {
      const res = await request(app).get('/api/users/me').set('Authorization', `Basic ${member.token}`);
      expect(res.status).toBe(401);
    });
  });

  describe('roles', () => {
    it('when a member calls an /admin route, then 403 in Korean', async () => {
      const res = await request(app).get('/api/admin/users').set(auth(member));
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: '접근 권한이 없습니다.', code: 'forbidden' });
    });

    it('when an admin calls an unknown /admin route, then the role passes and 404 JSON answers', async () => {
      const admin = await createAccount('admin@example.com', { admin: true });
      const res = await request(app).get('/api/admin/no-such-thing').set(auth(admin));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not-found');
    });
  });

  describe('GET /api/users/me', () => {
    it('returns the member with assets as a decimal and money fields as numbers', async () => {
      const res = await request(app).get('/api/users/me').set(auth(member));
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({
        id: member.uid,
        uid: member.uid,
        name: '김회원',
        assets: 1234.56,
        totalSettlement: 0,
        status: 'active',
      });
      expect(res.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('when the signed-in account has no profile, then 404 in Korean', async () => {
      const stranger = await createAccount('stranger@example.com');
      const res = await request(app).get('/api/users/me').set(auth(stranger));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('회원 정보가 없습니다. 가입 절차를 먼저 완료해 주세요.');
    });
  });

  describe('GET /api/main/exchangeRate', () => {
    it('returns the current rate as a decimal', async () => {
      const res = await request(app).get('/api/main/exchangeRate').set(auth(member));
      expect(res.status).toBe(200);
      expect(res.body.data.value).toBe(1350.25);
      expect(Date.parse(res.body.data.updatedAt)).not.toBeNaN();
    });
  });

  describe('PATCH /api/users/me validation', () => {
    async function storedProfile() {
      return (await db().collection('users').doc(member.uid).get()).data();
    }

    it('when a field has the wrong type, then 400 naming it in Korean and nothing is written', async () => {
      const before = await storedProfile();
      const res = await request(app).patch('/api/users/me').set(auth(member)).send({ name: 7, phone: '010' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'invalid-argument',
        field: 'name',
        message: '이름: 형식이 올바르지 않습니다.',
      });
      expect(await storedProfile()).toEqual(before);
    });

    it('when the body carries an unknown field such as assets, then 400 and the balance is untouched', async () => {
      const res = await request(app)
        .patch('/api/users/me')
        .set(auth(member))
        .send({ name: '새이름', assets: 99999999 });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('허용되지 않은 항목이 있습니다: assets');
      const stored = await storedProfile();
      expect(stored?.['assetsMinor']).toBe(123456);
      expect(stored?.['name']).toBe('김회원');
    });

    it('when the JSON is malformed, then 400 in Korean, not 500', async () => {
      const res = await request(app)
        .patch('/api/users/me')
        .set(auth(member))
        .set('content-type', 'application/json')
        .send('{"name": ');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('요청 본문이 올바른 JSON 형식이 아닙니다.');
    });

    it('when the body is larger than the limit, then 413', async () => {
      const res = await request(app)
        .patch('/api/users/me')
        .set(auth(member))
        .send({ name: 'x'.repeat(64 * 1024) });
      expect(res.status).toBe(413);
      expect(res.body.code).toBe('payload-too-large');
    });

    it('when the body is valid, then the profile changes and is returned', async () => {
      const res = await request(app)
        .patch('/api/users/me')
        .set(auth(member))
        .send({ name: '  박회원 ', bank: '' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ name: '박회원', bank: '' });
      expect((await storedProfile())?.['name']).toBe('박회원');
    });
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const res = await request(app).get('/api/nope').set(auth(member));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not-found', message: '존재하지 않는 API 경로입니다.' });
  });
});
