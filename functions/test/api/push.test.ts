import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import { fanOutMessage } from '../../src/modules/push/fan-out.js';
import { registerFcmToken, tokenIdOf } from '../../src/modules/push/fcm-tokens.js';
import { notifyMembers } from '../../src/modules/push/push-messages.js';
import { RecordingPushSender } from '../../src/modules/push/push-sender.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import { bearer, key, newMember } from '../support/money.js';

const app = createApp();

const tokenIds = async (uid: string) =>
  (await db().collection('users').doc(uid).collection('fcmTokens').get()).docs.map((d) => d.id).sort();
const inboxOf = async (uid: string) =>
  (await db().collection('users').doc(uid).collection('inbox').get()).docs.map((d) => ({
    id: d.id,
    ...d.data(),
  }));
const recorded = async () =>
  (await db().collection('_pushRecorder').get()).docs.map(
    (d) => d.data() as { messageId: string; tokens: string[]; title: string },
  );

describe('push messages (푸시) on the emulators', () => {
  let member: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    member = await newMember('member@example.com');
    other = await newMember('other@example.com');
    admin = await createAccount('admin@example.com', { admin: true });
  });

  const send = (body: object, as = admin, idempotencyKey = key()) =>
    request(app)
      .post('/api/admin/push/message')
      .set(bearer(as))
      .set('Idempotency-Key', idempotencyKey)
      .send(body);
  const history = async () =>
    (await request(app).get('/api/admin/push/message').set(bearer(admin))).body.data as {
      total: number;
      items: { id: string }[];
    };
  const message = (target: object = { type: 'all' }) => ({
    title: '정산 안내',
    body: '이번 주 정산이 완료되었습니다.',
    url: '/settlements',
    target,
  });

  describe('tokens', () => {
    it('when a member posts the same token twice, then it is stored once with a fresh timestamp', async () => {
      const first = await request(app)
        .post('/api/users/fcmToken')
        .set(bearer(member))
        .send({ fcmToken: 'token-a' });
      expect(first.status).toBe(200);
      expect(first.body.data.id).toBe(tokenIdOf('token-a'));
      await new Promise((r) => setTimeout(r, 5));
      const again = await request(app)
        .post('/api/users/fcmToken')
        .set(bearer(member))
        .send({ fcmToken: 'token-a' });
      expect(again.body.data.id).toBe(first.body.data.id);
      expect(again.body.data.timestamp > first.body.data.timestamp).toBe(true);
      expect(await tokenIds(member.uid)).toEqual([tokenIdOf('token-a')]);
    });

    it('when a member deletes another member’s token, then 404 and it stays; their own is deleted', async () => {
      const { id } = await registerFcmToken(other.uid, 'token-other');
      const mine = await registerFcmToken(member.uid, 'token-mine');
      const foreign = await request(app).delete(`/api/users/fcmToken/${id}`).set(bearer(member));
      expect(foreign.status).toBe(404);
      expect(foreign.body.message).toBe('알림 토큰을 찾을 수 없습니다.');
      expect(await tokenIds(other.uid)).toEqual([id]);
      const own = await request(app).delete(`/api/users/fcmToken/${mine.id}`).set(bearer(member));
      expect(own.status).toBe(200);
      expect(await tokenIds(member.uid)).toEqual([]);
    });

    it('when another member registers the same browser’s token, then it leaves the previous member', async () => {
      await registerFcmToken(other.uid, 'shared-browser');
      const res = await request(app)
        .post('/api/users/fcmToken')
        .set(bearer(member))
        .send({ fcmToken: 'shared-browser' });
      expect(res.status).toBe(200);
      expect(await tokenIds(member.uid)).toEqual([tokenIdOf('shared-browser')]);
      expect(await tokenIds(other.uid)).toEqual([]);
    });

    it('when the token is missing, then 400 in Korean', async () => {
      const res = await request(app).post('/api/users/fcmToken').set(bearer(member)).send({});
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('알림 토큰: 필수 항목입니다.');
    });
  });

  describe('admin send', () => {
    it('when an admin sends to all, then every active member gets an inbox message and others none', async () => {
      const pending = await newMember('pending@example.com', { status: 'pending' });
      const gone = await newMember('gone@example.com', { status: 'deactivated' });
      const res = await send(message());
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        title: '정산 안내',
        recipients: 2,
        createdBy: admin.uid,
        createdByName: 'admin@example.com',
      });
      const id = res.body.data.id as string;
      expect(await inboxOf(member.uid)).toMatchObject([
        { id, title: '정산 안내', read: false, url: '/settlements' },
      ]);
      expect(await inboxOf(other.uid)).toHaveLength(1);
      expect(await inboxOf(pending.uid)).toEqual([]);
      expect(await inboxOf(gone.uid)).toEqual([]);
      const history = await request(app).get('/api/admin/push/message').set(bearer(admin));
      expect(history.body.data).toMatchObject({ total: 1, items: [{ id, target: { type: 'all' } }] });
    });

    it('when an admin sends to chosen members, then only those get it (unknown ids skipped)', async () => {
      const res = await send(message({ type: 'users', userIds: [other.uid, 'nobody'] }));
      expect(res.status).toBe(201);
      expect(res.body.data.recipients).toBe(1);
      expect(await inboxOf(other.uid)).toHaveLength(1);
      expect(await inboxOf(member.uid)).toEqual([]);
    });

    it('when none of the chosen is an active member, then 400 in Korean and nothing is written', async () => {
      const res = await send(message({ type: 'users', userIds: ['nobody'] }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('메시지를 받을 활성 회원이 없습니다.');
      const history = await request(app).get('/api/admin/push/message').set(bearer(admin));
      expect(history.body.data.total).toBe(0);
    });

    it('when fields are wrong, then 400 naming the field in Korean', async () => {
      const cases: [object, RegExp][] = [
        // The message names the field itself, so the API does not put the label in front again.
        [{ ...message(), title: '' }, /^제목을 입력해 주세요/],
        [{ ...message(), body: 'x'.repeat(1001) }, /^내용: 1000자 이하/],
        [{ ...message(), url: 'http://example.com' }, /^링크: \/로 시작하는 경로 또는 https 주소/],
        [{ ...message(), url: '//evil.example' }, /^링크: /],
        [message({ type: 'users', userIds: [] }), /^받는 회원: 받을 회원을 1명 이상/],
        [message({ type: 'users', userIds: Array.from({ length: 501 }, (_, i) => `u${i}`) }), /500명까지/],
        [message({ type: 'some' }), /^유형: |^받는 대상: /],
      ];
      for (const [body, expected] of cases) {
        const res = await send(body);
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.message).toMatch(expected);
      }
    });

    it('when an https url is given, then it is accepted', async () => {
      const res = await send({ ...message(), url: 'https://example.com/notice' });
      expect(res.status).toBe(201);
    });

    it('when the same send is retried with the same key, then one message exists and the first answer comes back', async () => {
      const k = key();
      const first = await send(message(), admin, k);
      expect(first.status).toBe(201);
      const again = await send(message(), admin, k);
      expect(again.status).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body).toEqual(first.body);
      expect(await inboxOf(member.uid)).toHaveLength(1);
      expect((await history()).total).toBe(1);
    });

    it('when a double click sends twice at once with one key, then the message is sent once', async () => {
      const k = key();
      const answers = await Promise.all([send(message(), admin, k), send(message(), admin, k)]);
      // The second is told the first is still running (409), or gets its answer replayed.
      expect([
        [201, 201],
        [201, 409],
      ]).toContainEqual(answers.map((a) => a.status).sort());
      expect(await inboxOf(member.uid)).toHaveLength(1);
      expect(await inboxOf(other.uid)).toHaveLength(1);
      expect((await history()).total).toBe(1);
    });

    it('when the same key comes with another body, then 409 in Korean and nothing more is sent', async () => {
      const k = key();
      await send(message(), admin, k);
      const res = await send({ ...message(), title: '다른 제목' }, admin, k);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('같은 Idempotency-Key로 다른 요청을 보낼 수 없습니다.');
      expect(await inboxOf(member.uid)).toMatchObject([{ title: '정산 안내' }]);
      expect((await history()).total).toBe(1);
    });

    it('when the Idempotency-Key is missing, then 400 in Korean and nothing is sent', async () => {
      const res = await request(app).post('/api/admin/push/message').set(bearer(admin)).send(message());
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('중복 처리를 막기 위한 Idempotency-Key 헤더가 필요합니다.');
      expect(await inboxOf(member.uid)).toEqual([]);
      expect((await history()).total).toBe(0);
    });

    it('when a member calls the admin route, then 403', async () => {
      const res = await send(message(), member);
      expect(res.status).toBe(403);
    });
  });

  describe('fan-out', () => {
    it('sends to the tokens of active members with notifications on only, once', async () => {
      const quiet = await newMember('quiet@example.com', { isNotificationEnabled: false });
      const gone = await newMember('gone@example.com', { status: 'deactivated' });
      await registerFcmToken(member.uid, 'token-member-1');
      await registerFcmToken(member.uid, 'token-member-2');
      await registerFcmToken(other.uid, 'token-other');
      await registerFcmToken(quiet.uid, 'token-quiet');
      await registerFcmToken(gone.uid, 'token-gone');
      const id = (await send(message())).body.data.id as string;

      const sender = new RecordingPushSender();
      const first = await fanOutMessage(id, sender);
      expect(first).toMatchObject({ claimed: true, tokens: 3, successCount: 3, removedTokens: 0 });
      const sends = await recorded();
      expect(sends).toHaveLength(1);
      expect(sends[0]?.messageId).toBe(id);
      expect(sends[0]?.tokens.sort()).toEqual(['token-member-1', 'token-member-2', 'token-other']);

      // The same event delivered twice (or two instances at once) sends nothing more.
      const again = await Promise.all([fanOutMessage(id, sender), fanOutMessage(id, sender)]);
      expect(again.map((r) => r.claimed)).toEqual([false, false]);
      expect(await recorded()).toHaveLength(1);
    });

    it('two deliveries racing send exactly once', async () => {
      await registerFcmToken(member.uid, 'token-member');
      const id = (await send(message({ type: 'users', userIds: [member.uid] }))).body.data.id as string;
      const sender = new RecordingPushSender();
      const runs = await Promise.all([fanOutMessage(id, sender), fanOutMessage(id, sender)]);
      expect(runs.filter((r) => r.claimed)).toHaveLength(1);
      expect(await recorded()).toHaveLength(1);
    });

    it('removes the tokens FCM reports dead and keeps the others', async () => {
      await registerFcmToken(member.uid, 'token-alive');
      await registerFcmToken(member.uid, 'token-dead');
      await registerFcmToken(other.uid, 'dead-by-prefix');
      const id = (await send(message())).body.data.id as string;
      const result = await fanOutMessage(id, new RecordingPushSender({ deadTokens: ['token-dead'] }));
      expect(result).toMatchObject({ tokens: 3, successCount: 1, failureCount: 2, removedTokens: 2 });
      expect(await tokenIds(member.uid)).toEqual([tokenIdOf('token-alive')]);
      expect(await tokenIds(other.uid)).toEqual([]);
    });

    it('a system notice reaches only active members and fans out the same way', async () => {
      const pending = await newMember('pending@example.com', { status: 'pending' });
      await registerFcmToken(member.uid, 'token-member');
      await notifyMembers([member.uid, pending.uid, member.uid], {
        title: '거래 처리 완료',
        body: '등록하신 거래가 처리되었습니다.',
        url: '/transactions',
      });
      const inbox = await inboxOf(member.uid);
      expect(inbox).toMatchObject([{ title: '거래 처리 완료' }]);
      expect(await inboxOf(pending.uid)).toEqual([]);
      const result = await fanOutMessage(inbox[0]?.id as string, new RecordingPushSender());
      expect(result).toMatchObject({ claimed: true, tokens: 1 });
      const history = await request(app).get('/api/admin/push/message').set(bearer(admin));
      expect(history.body.data.items[0]).toMatchObject({
        createdBy: 'system',
        createdByName: 'system',
        recipients: 1,
      });
    });
  });

  describe('inbox', () => {
    it('lists own messages newest first with the unread count; read and readAll change only the caller’s', async () => {
      const first = (await send({ ...message(), title: '첫 번째' })).body.data.id as string;
      await new Promise((r) => setTimeout(r, 5));
      const second = (await send({ ...message(), title: '두 번째' })).body.data.id as string;

      const list = await request(app).get('/api/push/message').set(bearer(member));
      expect(list.status).toBe(200);
      expect(list.body.data).toMatchObject({
        total: 2,
        unreadCount: 2,
        items: [{ id: second, title: '두 번째' }, { id: first }],
      });

      const read = await request(app).patch(`/api/push/message/${first}`).set(bearer(member)).send({});
      expect(read.status).toBe(200);
      expect(read.body.data).toMatchObject({ id: first, read: true });
      const afterOne = await request(app).get('/api/push/message').set(bearer(member));
      expect(afterOne.body.data.unreadCount).toBe(1);
      const otherList = await request(app).get('/api/push/message').set(bearer(other));
      expect(otherList.body.data.unreadCount).toBe(2);

      const all = await request(app).patch('/api/push/message/readAll').set(bearer(member));
      expect(all.status).toBe(200);
      expect(all.body.data).toEqual({ updated: 1 });
      expect((await inboxOf(member.uid)).every((m) => (m as { read?: boolean }).read)).toBe(true);
      expect((await inboxOf(other.uid)).some((m) => (m as { read?: boolean }).read)).toBe(false);
    });

    it('when a member marks a message of another member, then 404 and it stays unread', async () => {
      const id = (await send(message({ type: 'users', userIds: [other.uid] }))).body.data.id as string;
      const res = await request(app).patch(`/api/push/message/${id}`).set(bearer(member)).send({});
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('알림 메시지를 찾을 수 없습니다.');
      expect(await inboxOf(other.uid)).toMatchObject([{ id, read: false }]);
    });

    it('when the paging query is wrong, then 400 in Korean', async () => {
      const res = await request(app).get('/api/push/message?pageSize=500').set(bearer(member));
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^페이지 크기: /);
    });
  });
});
