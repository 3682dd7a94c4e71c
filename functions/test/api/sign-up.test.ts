import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { adminAuth, db } from '../../src/lib/firebase.js';
import { decryptAccount } from '../../src/modules/accounts/account-cipher.js';
import {
  createAccount,
  createMemberProfile,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';

// A limit high enough that only the rate-limit test below ever reaches one.
const app = createApp({ publicRateLimit: { limit: 1000, windowMs: 60_000 } });
const auth = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

async function seedInvite(
  code: string,
  fields: { maxUses?: number; used?: number; expiresAt?: Timestamp | null } = {},
): Promise<void> {
  await db()
    .collection('inviteCodes')
    .doc(code)
    .set({
      code,
      maxUses: fields.maxUses ?? 1,
      used: fields.used ?? 0,
      expiresAt: fields.expiresAt ?? null,
      memo: '테스트',
      createdBy: 'test-admin',
      createdAt: Timestamp.now(),
    });
}

async function inviteUsed(code: string): Promise<unknown> {
  return (await db().collection('inviteCodes').doc(code).get()).data()?.['used'];
}

async function authAccountExists(email: string): Promise<boolean> {
  return adminAuth()
    .getUserByEmail(email)
    .then(
      () => true,
      () => false,
    );
}

function signUp(overrides: Record<string, unknown> = {}) {
  return {
    email: 'new@example.com',
    password: 'password-123',
    name: '홍길동',
    phone: '010-1234-5678',
    bank: '카카오뱅크',
    account: '3333-01-1234567',
    consent: true,
    inviteCode: 'START789',
    ...overrides,
  };
}

describe('sign-up and invite codes on the emulators', () => {
  let admin: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    admin = await createAccount('admin@example.com', { admin: true });
  });

  describe('POST /api/users/register', () => {
    it('when the code is valid, then 201, a pending profile with zero assets, the account exists and one use is consumed', async () => {
      await seedInvite('START789', { maxUses: 2 });
      const res = await request(app)
        .post('/api/users/register')
        .send(signUp({ phone: '01012345678', inviteCode: 'start789' }));
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        email: 'new@example.com',
        name: '홍길동',
        phone: '010-1234-5678',
        bank: '카카오뱅크',
        // Masked: the number itself is stored encrypted only.
        account: '****4567',
        status: 'pending',
        assets: 0,
        totalSettlement: 0,
        isNotificationEnabled: true,
      });
      const account = await adminAuth().getUserByEmail('new@example.com');
      expect(res.body.data.uid).toBe(account.uid);
      const profile = (await db().collection('users').doc(account.uid).get()).data();
      expect(profile).toMatchObject({
        status: 'pending',
        assetsMinor: 0,
        totalSettlementWon: 0,
        accountLast4: '4567',
        accountChangedAt: null,
      });
      expect(profile).not.toHaveProperty('account');
      // The search index holds the phone's digit pieces (010-1234-5678 shares 1234567 with this
      // account): everything else is free of the number, and the index has none of the account's own.
      const { searchTokens, ...stored } = profile ?? {};
      expect(JSON.stringify(stored)).not.toContain('1234567');
      expect(searchTokens).toContain('12345678');
      expect((searchTokens as string[]).filter((token) => token.includes('3333'))).toEqual([]);
      expect(decryptAccount(account.uid, profile?.['accountCipher'] as string)).toBe('3333-01-1234567');
      expect(await inviteUsed('START789')).toBe(1);
    });

    it('when two sign-ups race for the last use, then exactly one wins and the loser leaves no account behind', async () => {
      await seedInvite('START789', { maxUses: 3, used: 2 });
      const [a, b] = await Promise.all([
        request(app)
          .post('/api/users/register')
          .send(signUp({ email: 'first@example.com' })),
        request(app)
          .post('/api/users/register')
          .send(signUp({ email: 'second@example.com' })),
      ]);
      const statuses = [a.status, b.status].sort();
      expect(statuses).toEqual([201, 409]);
      const loser = a.status === 409 ? a : b;
      const loserEmail = a.status === 409 ? 'first@example.com' : 'second@example.com';
      const winnerEmail = a.status === 409 ? 'second@example.com' : 'first@example.com';
      expect(loser.body).toMatchObject({ code: 'conflict', message: '사용 횟수를 초과한 초대 코드입니다.' });
      await expect(adminAuth().getUserByEmail(loserEmail)).rejects.toThrow();
      expect(await authAccountExists(winnerEmail)).toBe(true);
      expect(await inviteUsed('START789')).toBe(3);
      expect((await db().collection('users').get()).size).toBe(1);
    });

    it('when five sign-ups race for two remaining uses, then exactly two win and only the winners have accounts', async () => {
      await seedInvite('HAPPY234', { maxUses: 5, used: 3 });
      const emails = [1, 2, 3, 4, 5].map((n) => `racer${n}@example.com`);
      const results = await Promise.all(
        emails.map((email) =>
          request(app)
            .post('/api/users/register')
            .send(signUp({ email, inviteCode: 'HAPPY234' })),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(2);
      expect(results.filter((r) => r.status === 409)).toHaveLength(3);
      const accounts = await Promise.all(emails.map(authAccountExists));
      expect(accounts).toEqual(results.map((r) => r.status === 201));
      expect(await inviteUsed('HAPPY234')).toBe(5);
      expect((await db().collection('users').get()).size).toBe(2);
    });

    it('when the code is expired, then 409 in Korean and nothing is created', async () => {
      await seedInvite('START789', { expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
      const res = await request(app).post('/api/users/register').send(signUp());
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('만료된 초대 코드입니다.');
      expect(await authAccountExists('new@example.com')).toBe(false);
      expect(await inviteUsed('START789')).toBe(0);
    });

    it('when the code was revoked (deleted), then 400 in Korean and no account is created', async () => {
      await seedInvite('START789');
      expect(
        (await request(app).delete('/api/admin/users/inviteCode/START789').set(auth(admin))).status,
      ).toBe(200);
      const res = await request(app).post('/api/users/register').send(signUp());
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('유효하지 않은 초대 코드입니다.');
      expect(await authAccountExists('new@example.com')).toBe(false);
    });

    it('when the email is already registered, then 409 in Korean and the code is not consumed', async () => {
      await seedInvite('START789');
      await createAccount('taken@example.com');
      const res = await request(app)
        .post('/api/users/register')
        .send(signUp({ email: 'taken@example.com' }));
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'conflict',
        message: '이미 가입된 이메일입니다.',
        field: 'email',
      });
      expect(await inviteUsed('START789')).toBe(0);
    });

    describe('when the body is invalid, then 400 in Korean and nothing is written', () => {
      async function expectNothingWritten() {
        expect(await authAccountExists('new@example.com')).toBe(false);
        expect((await db().collection('users').get()).size).toBe(0);
        expect(await inviteUsed('START789')).toBe(0);
      }

      it('an unknown field such as status', async () => {
        await seedInvite('START789');
        const res = await request(app)
          .post('/api/users/register')
          .send(signUp({ status: 'active' }));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 'invalid-argument',
          message: '허용되지 않은 항목이 있습니다: status',
        });
        await expectNothingWritten();
      });

      it('a malformed phone number', async () => {
        await seedInvite('START789');
        const res = await request(app)
          .post('/api/users/register')
          .send(signUp({ phone: '010-12-34' }));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          field: 'phone',
          // The message names the field itself, so no "휴대폰 번호: " in front of it.
          message: '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.',
        });
        await expectNothingWritten();
      });

      it('a name with a lone surrogate (raw JSON \\ud800), which Firestore would throw on (a 500)', async () => {
        await seedInvite('START789');
        const body = JSON.stringify(signUp()).replace('"홍길동"', '"홍\\ud800길동"');
        const res = await request(app)
          .post('/api/users/register')
          .set('Content-Type', 'application/json')
          .send(body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          code: 'invalid-argument',
          field: 'name',
          message: '이름: 깨진 문자가 있습니다. 다시 입력해 주세요.',
        });
        await expectNothingWritten();
      });

      it('a name with a bidi override or a zero-width space', async () => {
        await seedInvite('START789');
        for (const [name, message] of [
          ['홍길동\u202Egnp.exe', '이름: 글자 방향을 바꾸는 보이지 않는 문자는 쓸 수 없습니다.'],
          ['홍\u200B길동', '이름: 보이지 않는 문자는 쓸 수 없습니다.'],
        ]) {
          const res = await request(app).post('/api/users/register').send(signUp({ name }));
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({ field: 'name', message });
        }
        await expectNothingWritten();
      });

      it('an account number with letters: the character rule, not a length error', async () => {
        await seedInvite('START789');
        const res = await request(app)
          .post('/api/users/register')
          .send(signUp({ account: '123-abc-456' }));
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ field: 'account' });
        expect(res.body.message).toBe('계좌번호는 숫자와 하이픈만 입력해 주세요.');
        await expectNothingWritten();
      });
    });
  });

  describe('POST /api/users/validateInviteCode (no token needed)', () => {
    it('when the code is usable, then 200 with the normalized code', async () => {
      await seedInvite('HAPPY234', { maxUses: 5, used: 4 });
      const res = await request(app).post('/api/users/validateInviteCode').send({ code: ' happy234' });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ valid: true, code: 'HAPPY234' });
    });

    it('when the code is typed full-width or in compatibility forms, then NFKC makes it the ASCII code', async () => {
      await seedInvite('START789', { maxUses: 5 });
      for (const code of ['ＳＴＡＲＴ７８９', 'ſtart789', '\u3000start789']) {
        const res = await request(app).post('/api/users/validateInviteCode').send({ code });
        expect(res.status, code).toBe(200);
        expect(res.body.data).toEqual({ valid: true, code: 'START789' });
      }
    });

    it('when the code holds non-ASCII letters, then 400 naming the field, never a guessed code', async () => {
      // z.toUpperCase() made 'paß2345' PASS2345, which validated; Cyrillic К and a zero-width
      // space are refused alike.
      await seedInvite('PASS2345');
      await seedInvite('KWKW2345');
      for (const code of ['paß2345', 'kwkw\u200B2345', 'КWКW2345']) {
        const res = await request(app).post('/api/users/validateInviteCode').send({ code });
        expect(res.status, code).toBe(400);
        expect(res.body).toMatchObject({
          code: 'invalid-argument',
          field: 'code',
          message: '초대 코드: 영문과 숫자로만 입력해 주세요.',
        });
      }
    });

    it('tells unknown, expired and used-up codes apart in Korean', async () => {
      await seedInvite('EXPIRED2', { expiresAt: Timestamp.fromMillis(Date.now() - 1) });
      await seedInvite('USEDUP22', { maxUses: 2, used: 2 });
      const check = (code: string) => request(app).post('/api/users/validateInviteCode').send({ code });
      expect((await check('NOSUCH22')).body).toMatchObject({ message: '유효하지 않은 초대 코드입니다.' });
      expect((await check('NOSUCH22')).status).toBe(400);
      expect((await check('EXPIRED2')).body).toMatchObject({ message: '만료된 초대 코드입니다.' });
      expect((await check('USEDUP22')).status).toBe(409);
      expect((await check('USEDUP22')).body.message).toBe('사용 횟수를 초과한 초대 코드입니다.');
    });

    it('when one client goes over the limit, then 429 in Korean', async () => {
      const limited = createApp({ publicRateLimit: { limit: 3, windowMs: 60_000 } });
      await seedInvite('HAPPY234', { maxUses: 5 });
      // As in production, Google's front end appends the client's address to X-Forwarded-For.
      const fromClient = (forwardedFor: string) =>
        request(limited)
          .post('/api/users/validateInviteCode')
          .set('X-Forwarded-For', forwardedFor)
          .send({ code: 'HAPPY234' });
      for (let i = 0; i < 3; i += 1) {
        expect((await fromClient('203.0.113.9')).status).toBe(200);
      }
      const res = await fromClient('203.0.113.9');
      expect(res.status).toBe(429);
      // A forged left-most X-Forwarded-For entry does not make a new client.
      expect((await fromClient('198.51.100.7, 203.0.113.9')).status).toBe(429);
      // Another client still gets through.
      expect((await fromClient('203.0.113.10')).status).toBe(200);
      expect(res.body).toMatchObject({
        code: 'rate-limited',
        message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
      });
    });
  });

  describe('/api/admin/users/inviteCode', () => {
    it('creates a generated code with defaults, and lists codes newest first', async () => {
      const first = await request(app).post('/api/admin/users/inviteCode').set(auth(admin)).send({});
      expect(first.status).toBe(201);
      expect(first.body.data).toMatchObject({
        maxUses: 1,
        used: 0,
        expiresAt: null,
        memo: '',
        createdBy: admin.uid,
      });
      expect(first.body.data.code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
      expect(first.body.data.id).toBe(first.body.data.code);

      const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
      const second = await request(app)
        .post('/api/admin/users/inviteCode')
        .set(auth(admin))
        .send({ code: 'vpx22222', maxUses: 10, expiresAt, memo: 'VIP' });
      expect(second.status).toBe(201);
      expect(second.body.data).toMatchObject({ code: 'VPX22222', maxUses: 10, expiresAt, memo: 'VIP' });
      const stored = (await db().collection('inviteCodes').doc('VPX22222').get()).data();
      expect(stored?.['expiresAt']).toBeInstanceOf(Timestamp);

      const list = await request(app).get('/api/admin/users/inviteCode').set(auth(admin));
      expect(list.status).toBe(200);
      expect(list.body.data.items.map((c: { code: string }) => c.code)).toEqual([
        'VPX22222',
        first.body.data.code,
      ]);
    });

    it('when a chosen code already exists, then 409 in Korean and the existing code is unchanged', async () => {
      await seedInvite('START789', { maxUses: 1, used: 0 });
      const res = await request(app)
        .post('/api/admin/users/inviteCode')
        .set(auth(admin))
        .send({ code: 'START789', maxUses: 50 });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('이미 사용 중인 초대 코드입니다.');
      expect((await db().collection('inviteCodes').doc('START789').get()).data()?.['maxUses']).toBe(1);
    });

    it('when a code has been used, then it cannot be deleted (409) and stays', async () => {
      await seedInvite('HAPPY234', { maxUses: 5, used: 1 });
      const res = await request(app).delete('/api/admin/users/inviteCode/HAPPY234').set(auth(admin));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('이미 사용된 초대 코드는 삭제할 수 없습니다.');
      expect((await db().collection('inviteCodes').doc('HAPPY234').get()).exists).toBe(true);
    });

    it('when the code to delete is named in lower case, then that code goes; a non-ASCII look-alike names none', async () => {
      await seedInvite('PASS2345');
      const lookAlike = await request(app)
        .delete(`/api/admin/users/inviteCode/${encodeURIComponent('paß2345')}`)
        .set(auth(admin));
      expect(lookAlike.status).toBe(404);
      expect((await db().collection('inviteCodes').doc('PASS2345').get()).exists).toBe(true);
      const lower = await request(app).delete('/api/admin/users/inviteCode/pass2345').set(auth(admin));
      expect(lower.status).toBe(200);
      expect(lower.body.data).toEqual({ id: 'PASS2345' });
      expect((await db().collection('inviteCodes').doc('PASS2345').get()).exists).toBe(false);
    });

    it('when the code to delete does not exist, then 404', async () => {
      const res = await request(app).delete('/api/admin/users/inviteCode/NOSUCH22').set(auth(admin));
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not-found');
    });

    it('when a member calls any invite route, then 403 and nothing is created', async () => {
      const member = await createAccount('member@example.com');
      await createMemberProfile(member);
      await seedInvite('START789');
      const create = await request(app).post('/api/admin/users/inviteCode').set(auth(member)).send({});
      const list = await request(app).get('/api/admin/users/inviteCode').set(auth(member));
      const remove = await request(app).delete('/api/admin/users/inviteCode/START789').set(auth(member));
      for (const res of [create, list, remove]) {
        expect(res.status).toBe(403);
        expect(res.body.message).toBe('접근 권한이 없습니다.');
      }
      expect((await db().collection('inviteCodes').get()).size).toBe(1);
    });

    it('when the body is invalid, then 400 in Korean', async () => {
      const res = await request(app)
        .post('/api/admin/users/inviteCode')
        .set(auth(admin))
        .send({ maxUses: 0 });
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('maxUses');
      expect(res.body.message).toMatch(/^최대 사용 횟수: /);
    });
  });
});
