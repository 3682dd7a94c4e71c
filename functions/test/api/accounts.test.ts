import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@settle/contract/messages';
import { complianceMessages } from '@settle/contract/compliance-messages';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import { accountHash, cipherKeyId, decryptAccount } from '../../src/modules/accounts/account-cipher.js';
import type { UserRecord } from '../../src/modules/users/user-record.js';
import {
  createAccount,
  createMemberProfile,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';
import { inboxOf, pushMessages } from '../support/inbox.js';
import { bearer } from '../support/money.js';

const app = createApp();

const ACCOUNT = '3141-5926-535897';
const DIGITS = '31415926535897';

async function stored(uid: string): Promise<UserRecord & Record<string, unknown>> {
  return (await db().collection('users').doc(uid).get()).data() as UserRecord & Record<string, unknown>;
}

async function historyOf(uid: string) {
  const snap = await db().collection('users').doc(uid).collection('accountChanges').get();
  return snap.docs.map((d) => d.data());
}

async function accessEntries(action: string) {
  const snap = await db().collection('accessLog').where('action', '==', action).get();
  return snap.docs.map((d) => d.data());
}

/** Waits until the current second is past the token's sign-in second (auth_time has 1 s resolution). */
const pastSignIn = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('payout accounts: encrypted at rest, masked, guarded (issue 15) on the emulators', () => {
  let admin: TestAccount;
  let member: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    admin = await createAccount('admin@example.com', { admin: true });
    member = await createAccount('member@example.com');
    await createMemberProfile(member, { account: ACCOUNT, bank: '국민은행' });
  });

  afterEach(() => {
    delete process.env['PAYOUT_REAUTH_MAX_AGE_SECONDS'];
  });

  describe('at rest', () => {
    it('when a member signs up, then the profile holds the bank, last four digits, hash and ciphertext, never the number', async () => {
      await db().collection('inviteCodes').doc('JOIN2026').set({
        code: 'JOIN2026',
        maxUses: 5,
        used: 0,
        expiresAt: null,
        memo: '테스트',
        createdBy: admin.uid,
        createdAt: Timestamp.now(),
      });
      const res = await request(app).post('/api/users/register').send({
        email: 'new@example.com',
        password: 'password-1234',
        name: '신규회원',
        phone: '010-1111-2222',
        bank: '카카오뱅크',
        account: ACCOUNT,
        consent: true,
        inviteCode: 'JOIN2026',
      });
      expect(res.status).toBe(201);
      expect(res.body.data.account).toBe('****5897');
      const doc = await stored(res.body.data.uid as string);
      expect(doc).not.toHaveProperty('account');
      expect(JSON.stringify(doc)).not.toContain(DIGITS);
      expect(JSON.stringify(doc)).not.toContain(ACCOUNT);
      expect(doc).toMatchObject({ bank: '카카오뱅크', accountLast4: '5897', accountChangedAt: null });
      expect(doc.accountHash).toBe(accountHash(ACCOUNT));
      expect(doc.accountHash).toMatch(/^[0-9a-f]{64}$/);
      expect(cipherKeyId(doc.accountCipher)).toBe('k1');
      // The ciphertext decrypts with the key, for this member only.
      expect(decryptAccount(res.body.data.uid as string, doc.accountCipher)).toBe(ACCOUNT);
      expect(() => decryptAccount(member.uid, doc.accountCipher)).toThrow();
    });

    it('when a ciphertext is copied onto another member, then it does not decrypt there (the uid is authenticated)', async () => {
      const other = await createAccount('other@example.com');
      await createMemberProfile(other, { account: '000-000-0000' });
      const mine = await stored(member.uid);
      await db().collection('users').doc(other.uid).update({ accountCipher: mine.accountCipher });
      expect(() => decryptAccount(other.uid, mine.accountCipher)).toThrow();
      // The admin detail refuses to show a number it cannot authenticate: 500, nothing leaks.
      const res = await request(app).get(`/api/admin/users/${other.uid}`).set(bearer(admin));
      expect(res.status).toBe(500);
      expect(JSON.stringify(res.body)).not.toContain(DIGITS);
    });

    it('when the member and the admin list read it, then the account is masked', async () => {
      const me = await request(app).get('/api/users/me').set(bearer(member));
      expect(me.body.data).toMatchObject({ bank: '국민은행', account: '****5897' });
      const list = await request(app).get('/api/admin/users').set(bearer(admin));
      const row = list.body.data.items.find((u: { id: string }) => u.id === member.uid);
      expect(row.account).toBe('****5897');
      expect(JSON.stringify(list.body)).not.toContain(DIGITS);
    });
  });

  describe('GET /api/admin/users/:id (회원 상세)', () => {
    it('answers the full number, the history and the members with the same account; the read is in the access record', async () => {
      // Same account typed differently: the keyed hash of the digits finds it.
      const twin = await createAccount('twin@example.com');
      await createMemberProfile(twin, { name: '쌍둥이', account: DIGITS });
      const stranger = await createAccount('stranger@example.com');
      await createMemberProfile(stranger, { account: '999-888-7777' });
      const change = await request(app)
        .patch('/api/users/me')
        .set(bearer(member))
        .set('User-Agent', 'accounts-test')
        .send({ bank: '신한은행' });
      expect(change.status).toBe(200);

      const res = await request(app).get(`/api/admin/users/${member.uid}`).set(bearer(admin));
      expect(res.status).toBe(200);
      expect(res.body.data.user).toMatchObject({
        id: member.uid,
        bank: '신한은행',
        account: '****5897',
        accountNumber: ACCOUNT,
        role: 'user',
        deactivatedAt: null,
      });
      expect(res.body.data.user.accountChangedAt).toEqual(expect.any(String));
      expect(res.body.data.accountHistory).toHaveLength(1);
      expect(res.body.data.accountHistory[0]).toMatchObject({
        by: { uid: member.uid, email: member.email, role: 'user' },
        userAgent: 'accounts-test',
        old: { bank: '국민은행', account: '****5897' },
        new: { bank: '신한은행', account: '****5897' },
      });
      expect(res.body.data.sameAccountMembers).toEqual([{ id: twin.uid, name: '쌍둥이', email: twin.email }]);

      const [entry] = await accessEntries('users.get');
      expect(entry).toMatchObject({ subjects: [member.uid], details: { decrypted: 1 }, status: 200 });
      expect(JSON.stringify(entry)).not.toContain(DIGITS);
    });

    it('when the member does not exist, then 404 in Korean; a member calling it gets 403', async () => {
      const missing = await request(app).get('/api/admin/users/nobody').set(bearer(admin));
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(messages.userNotFound);
      const self = await request(app).get(`/api/admin/users/${member.uid}`).set(bearer(member));
      expect(self.status).toBe(403);
    });
  });

  describe('GET /api/admin/users?format=csv (회원 목록 다운로드)', () => {
    it('exports every matching member with the account masked, and the reason in the access record', async () => {
      const res = await request(app)
        .get('/api/admin/users')
        .query({ format: 'csv', reason: '회원 현황 보고', status: 'active' })
        .set(bearer(admin));
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/csv/);
      const rows = res.text.trim().split('\r\n');
      expect(rows).toHaveLength(3); // header, the member, 합계;
      expect(rows[1]).toContain('****5897');
      expect(res.text).not.toContain(DIGITS);
      const [entry] = await accessEntries('users.export');
      expect(entry?.['export']).toMatchObject({
        count: 1,
        reason: '회원 현황 보고',
        filter: { status: 'active' },
      });
    });

    it('when the reason is missing, then 400 in Korean', async () => {
      const res = await request(app).get('/api/admin/users').query({ format: 'csv' }).set(bearer(admin));
      expect(res.status).toBe(400);
      expect(res.text).not.toContain(DIGITS);
    });
  });

  describe('changing the payout account', () => {
    it('when the sign-in is older than the window, then 401 reauth-required and nothing changes', async () => {
      process.env['PAYOUT_REAUTH_MAX_AGE_SECONDS'] = '0';
      await pastSignIn();
      const before = await stored(member.uid);
      for (const body of [
        { account: '222-333-444455' },
        { bank: '신한은행' },
        { bank: '신한은행', name: '새이름' },
      ]) {
        const res = await request(app).patch('/api/users/me').set(bearer(member)).send(body);
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ code: 'reauth-required', message: messages.reauthRequired });
      }
      expect(await stored(member.uid)).toEqual(before);
      expect(await historyOf(member.uid)).toEqual([]);
      expect(await inboxOf(member.uid)).toEqual([]);
      // Other fields need no fresh sign-in, nor does an unchanged account (the same digits).
      const phone = await request(app)
        .patch('/api/users/me')
        .set(bearer(member))
        .send({ phone: '010-9999-8888' });
      expect(phone.status).toBe(200);
      const same = await request(app).patch('/api/users/me').set(bearer(member)).send({ account: DIGITS });
      expect(same.status).toBe(200);
      expect(same.body.data.account).toBe('****5897');
      expect(await historyOf(member.uid)).toEqual([]);
      expect((await stored(member.uid)).accountChangedAt).toBeNull();
    });

    it('when an admin whose own sign-in is old corrects a member account, then 401 reauth-required and nothing changes', async () => {
      process.env['PAYOUT_REAUTH_MAX_AGE_SECONDS'] = '0';
      await pastSignIn();
      const before = await stored(member.uid);
      const res = await request(app)
        .patch(`/api/admin/users/${member.uid}`)
        .set(bearer(admin))
        .send({ account: '222-333-444455' });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('reauth-required');
      expect(await stored(member.uid)).toEqual(before);
      expect(await historyOf(member.uid)).toEqual([]);
    });

    it('when the sign-in is fresh, then the change is stored encrypted, kept in the history and announced in the inbox and by push', async () => {
      const res = await request(app)
        .patch('/api/users/me')
        .set(bearer(member))
        .set('User-Agent', 'accounts-test')
        .send({ bank: '신한은행', account: '110-987-654321' });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ bank: '신한은행', account: '****4321' });

      const doc = await stored(member.uid);
      expect(doc).not.toHaveProperty('account');
      expect(JSON.stringify(doc)).not.toContain('110987654321');
      expect(doc).toMatchObject({
        bank: '신한은행',
        accountLast4: '4321',
        accountHash: accountHash('110987654321'),
      });
      expect(decryptAccount(member.uid, doc.accountCipher)).toBe('110-987-654321');
      expect(doc.accountChangedAt?.toMillis()).toBeGreaterThan(Date.now() - 60_000);

      const history = await historyOf(member.uid);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({
        by: { uid: member.uid, email: member.email, role: 'user' },
        ip: expect.any(String),
        userAgent: 'accounts-test',
        old: { bank: '국민은행', account: '****5897' },
        new: { bank: '신한은행', account: '****4321' },
      });
      expect(JSON.stringify(history)).not.toContain(DIGITS);

      const inbox = await inboxOf(member.uid);
      expect(inbox).toHaveLength(1);
      expect(inbox[0]).toMatchObject({
        title: '정산 계좌가 변경되었습니다',
        body: complianceMessages.accountChangedBody('신한은행', '****4321'),
        read: false,
      });
      const push = await pushMessages();
      expect(push).toHaveLength(1);
      expect(push[0]).toMatchObject({
        id: inbox[0]?.id,
        title: '정산 계좌가 변경되었습니다',
        target: { type: 'users', userIds: [member.uid] },
      });
    });

    it('when an admin with a fresh sign-in corrects it, then the history names the admin', async () => {
      const res = await request(app)
        .patch(`/api/admin/users/${member.uid}`)
        .set(bearer(admin))
        .send({ account: '222-333-444455' });
      expect(res.status).toBe(200);
      expect(res.body.data.account).toBe('****4455');
      const [change] = await historyOf(member.uid);
      expect(change).toMatchObject({
        by: { uid: admin.uid, role: 'admin' },
        old: { account: '****5897' },
        new: { account: '****4455' },
      });
      expect(await inboxOf(member.uid)).toHaveLength(1);
    });
  });
});
