/**
 * Issue 16, verification with a reason: an operator rejects a pending sign-up with a reason
 * (POST /api/admin/users/{id}/reject); the person reads it from /users/me on their waiting
 * screen, money calls answer 403 as for a pending member, the access record names the action and
 * the member, and an admin may still activate them later. Only a pending member can be rejected.
 */
import { IDEMPOTENCY_HEADER } from '@settle/contract/api';
import { messages } from '@settle/contract/messages';
import type { AccessEntryRecord } from '../../src/modules/access-log/entry-record.js';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { collections } from '../../src/lib/collections.js';
import { adminAuth, db } from '../../src/lib/firebase.js';
import { memberTokensAfter } from '../../src/modules/users/user-record.js';
import {
  createAccount,
  createMemberProfile,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';
import { key } from '../support/money.js';

const app = createApp();
const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

async function stored(uid: string) {
  return (await db().collection(collections.users).doc(uid).get()).data();
}

async function entryOf(res: { headers: Record<string, string> }) {
  const snap = await db()
    .collection(collections.accessLog)
    .where('requestId', '==', res.headers['x-request-id'] ?? '')
    .get();
  expect(snap.docs, 'entries of the request').toHaveLength(1);
  return snap.docs[0]?.data() as AccessEntryRecord;
}

const reject = (id: string, admin: TestAccount, body: object) =>
  request(app)
    .post(`/api/admin/users/${encodeURIComponent(id)}/reject`)
    .set(bearer(admin))
    .send(body);

describe('rejecting a sign-up with a reason', () => {
  let admin: TestAccount;
  let applicant: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    [admin, applicant] = await Promise.all([
      createAccount('admin@example.com', { admin: true }),
      createAccount('applicant@example.com'),
    ]);
    await Promise.all([
      createMemberProfile(admin, { name: '관리자' }),
      createMemberProfile(applicant, { name: '신청자', status: 'pending', activatedAt: null }),
    ]);
  });

  it('when an admin rejects a pending member with a reason, then the status is rejected with the reason, who and when, and the person reads the reason from /users/me', async () => {
    // Typed decomposed (NFD) with surrounding blanks: stored composed (NFC) and trimmed.
    const typed = `  ${'계좌 명의가 가입자 이름과 다릅니다.'.normalize('NFD')}\r\n다시 확인해 주세요.  `;
    const res = await reject(applicant.uid, admin, { reason: typed });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: applicant.uid, status: 'rejected' });

    const reason = '계좌 명의가 가입자 이름과 다릅니다.\n다시 확인해 주세요.';
    const profile = await stored(applicant.uid);
    expect(profile).toMatchObject({
      status: 'rejected',
      rejection: { reason, byUid: admin.uid, byEmail: admin.email },
      assetsMinor: 123456,
    });

    const me = await request(app).get('/api/users/me').set(bearer(applicant));
    expect(me.status).toBe(200);
    expect(me.body.data.status).toBe('rejected');
    expect(me.body.data.rejection.reason).toBe(reason);
    expect(Date.now() - Date.parse(me.body.data.rejection.at)).toBeLessThan(60_000);

    // The Auth account stays usable: the person must sign in to read the reason.
    expect((await adminAuth().getUser(applicant.uid)).disabled).toBe(false);

    const detail = await request(app).get(`/api/admin/users/${applicant.uid}`).set(bearer(admin));
    expect(detail.body.data.user.rejected).toMatchObject({
      reason,
      by: { uid: admin.uid, email: admin.email },
    });
  });

  it('writes one access-record entry naming users.reject and the member, and never the reason', async () => {
    const res = await reject(applicant.uid, admin, { reason: '서류 미비' });
    expect(res.status).toBe(200);
    const entry = await entryOf(res);
    expect(entry).toMatchObject({
      action: 'users.reject',
      actorUid: admin.uid,
      method: 'POST',
      path: `/api/admin/users/${applicant.uid}/reject`,
      subjects: [applicant.uid],
      status: 200,
    });
    expect(JSON.stringify(entry)).not.toContain('서류 미비');
  });

  it('when a rejected member calls a money route, then 403 in Korean, as for a pending member', async () => {
    expect((await reject(applicant.uid, admin, { reason: '확인 불가' })).status).toBe(200);
    const dashboard = await request(app).get('/api/main/dashboardData').set(bearer(applicant));
    expect(dashboard.status).toBe(403);
    expect(dashboard.body.message).toBe(messages.memberRejected);
    const created = await request(app)
      .post('/api/transactions')
      .set({ ...bearer(applicant), [IDEMPOTENCY_HEADER]: key() })
      .send({ amount: 10 });
    expect(created.status).toBe(403);
    expect(created.body.message).toBe(messages.memberRejected);
    const transactions = await db().collection(collections.transactions).get();
    expect(transactions.size).toBe(0);
    // Not-money reads stay open (the waiting screen reads announcements and the inbox).
    expect((await request(app).get('/api/announcements').set(bearer(applicant))).status).toBe(200);
  });

  it('the dashboard counts rejected sign-ups apart from pending ones', async () => {
    expect((await reject(applicant.uid, admin, { reason: '중복 가입' })).status).toBe(200);
    const res = await request(app).get('/api/admin/main').set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.data.members).toEqual({ pending: 0, active: 1, deactivated: 0, rejected: 1 });
  });

  it('lists rejected members by status and finds them by phone, and the CSV says 반려 with the reason', async () => {
    // Written as the app writes a phone: with its search tokens (lib/search-tokens.ts).
    const phone = '010-2468-1357';
    await db()
      .collection(collections.users)
      .doc(applicant.uid)
      .update({ phone, ...memberTokensAfter({ name: '신청자', email: applicant.email, phone }) });
    expect((await reject(applicant.uid, admin, { reason: '연락처 확인 필요' })).status).toBe(200);
    const list = await request(app)
      .get('/api/admin/users')
      .query({ status: 'rejected', q: '24681357' })
      .set(bearer(admin));
    expect(list.status).toBe(200);
    expect(list.body.data.items.map((u: { id: string }) => u.id)).toEqual([applicant.uid]);
    expect(list.body.data.items[0].rejection.reason).toBe('연락처 확인 필요');

    const csv = await request(app)
      .get('/api/admin/users')
      .query({ status: 'rejected', format: 'csv', reason: '가입 반려 점검' })
      .set(bearer(admin));
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('반려 사유');
    expect(csv.text).toContain(',반려,');
    expect(csv.text).toContain('연락처 확인 필요');
  });

  it('an admin may still activate a rejected member; the rejection stays as history but the person no longer sees it', async () => {
    expect((await reject(applicant.uid, admin, { reason: '재확인 필요' })).status).toBe(200);
    const activated = await request(app)
      .patch(`/api/admin/users/${applicant.uid}/activate`)
      .set(bearer(admin));
    expect(activated.status).toBe(200);
    expect(activated.body.data.status).toBe('active');
    const me = await request(app).get('/api/users/me').set(bearer(applicant));
    expect(me.body.data.status).toBe('active');
    expect(me.body.data.rejection).toBeUndefined();
    const detail = await request(app).get(`/api/admin/users/${applicant.uid}`).set(bearer(admin));
    expect(detail.body.data.user.rejected.reason).toBe('재확인 필요');
  });

  it('when the member is not pending (active, already rejected), then 409 in Korean and nothing changes', async () => {
    const member = await createAccount('member@example.com');
    await createMemberProfile(member, { name: '활성회원' });
    const before = await stored(member.uid);
    const res = await reject(member.uid, admin, { reason: '반려 시도' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'conflict', message: messages.userNotPending });
    expect(await stored(member.uid)).toEqual(before);

    expect((await reject(applicant.uid, admin, { reason: '첫 반려' })).status).toBe(200);
    const once = await stored(applicant.uid);
    const again = await reject(applicant.uid, admin, { reason: '두 번째 반려' });
    expect(again.status).toBe(409);
    expect(await stored(applicant.uid)).toEqual(once);
  });

  it('when the id is unknown, then 404 in Korean', async () => {
    const res = await reject('no-such-member', admin, { reason: '없는 회원' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(messages.userNotFound);
  });

  it('when the reason is empty, blank, too long, not text or comes with other fields, then 400 in Korean naming 사유 and nothing changes', async () => {
    const before = await stored(applicant.uid);
    const cases: [object, string][] = [
      [{}, '사유: 필수 항목입니다.'],
      [{ reason: '' }, '사유: 반려 사유를 입력해 주세요.'],
      [{ reason: ' \n ' }, '사유: 반려 사유를 입력해 주세요.'],
      [{ reason: '가'.repeat(201) }, '사유: 200자 이하로 입력해 주세요.'],
      [{ reason: 12 }, '사유: 형식이 올바르지 않습니다.'],
      [{ reason: '정상 사유', status: 'active' }, '허용되지 않은 항목이 있습니다: status'],
    ];
    for (const [body, message] of cases) {
      const res = await reject(applicant.uid, admin, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid-argument', message });
    }
    expect(await stored(applicant.uid)).toEqual(before);
    // 200 characters exactly is accepted.
    expect((await reject(applicant.uid, admin, { reason: '가'.repeat(200) })).status).toBe(200);
  });

  it('when a member (not an admin) tries, then 403 and nothing changes', async () => {
    const member = await createAccount('member@example.com');
    await createMemberProfile(member);
    const before = await stored(applicant.uid);
    const res = await reject(applicant.uid, member, { reason: '권한 없음' });
    expect(res.status).toBe(403);
    expect(await stored(applicant.uid)).toEqual(before);
  });
});
