import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import { bearer, newMember } from '../support/money.js';

const app = createApp();

describe('announcements (공지사항) on the emulators', () => {
  let member: TestAccount;
  let admin: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    member = await newMember('member@example.com');
    admin = await createAccount('admin@example.com', { admin: true });
  });

  const post = (body: object, as = admin) =>
    request(app).post('/api/admin/announcements').set(bearer(as)).send(body);

  const publish = async (body: object) => {
    const res = await post(body);
    expect(res.status).toBe(201);
    return res.body.data as { id: string; title: string };
  };

  it('when an admin writes one with only title and body, then it is published, not pinned, and signed', async () => {
    const res = await post({ title: ' 점검 안내 ', body: '내일 점검합니다.' });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: '점검 안내',
      body: '내일 점검합니다.',
      pinned: false,
      published: true,
      createdBy: admin.uid,
    });
    const got = await request(app).get(`/api/announcements/${res.body.data.id}`).set(bearer(member));
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(res.body.data);
  });

  it('when members list them, then pinned ones come first and each group is newest first', async () => {
    const first = await publish({ title: '첫 공지', body: '1' });
    const pinnedOld = await publish({ title: '고정 오래된', body: '2', pinned: true });
    const second = await publish({ title: '둘째 공지', body: '3' });
    const pinnedNew = await publish({ title: '고정 새로운', body: '4', pinned: true });
    const res = await request(app).get('/api/announcements').set(bearer(member));
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(4);
    expect(res.body.data.items.map((a: { id: string }) => a.id)).toEqual([
      pinnedNew.id,
      pinnedOld.id,
      second.id,
      first.id,
    ]);
    const page1 = await request(app).get('/api/announcements?pageSize=3').set(bearer(member));
    expect(page1.body.data).toMatchObject({ total: 4, pageSize: 3 });
    const page2 = await request(app)
      .get('/api/announcements')
      .query({ pageSize: 3, cursor: page1.body.data.nextCursor })
      .set(bearer(member));
    expect(page2.body.data).toMatchObject({
      total: null,
      pageSize: 3,
      nextCursor: null,
      items: [{ id: first.id }],
    });
  });

  it('when one is unpublished, then members neither list nor open it, and admins still see it', async () => {
    const hidden = await publish({ title: '초안', body: '아직 비공개', published: false });
    const shown = await publish({ title: '공개', body: '공개 공지' });
    const list = await request(app).get('/api/announcements').set(bearer(member));
    expect(list.body.data.items.map((a: { id: string }) => a.id)).toEqual([shown.id]);
    const open = await request(app).get(`/api/announcements/${hidden.id}`).set(bearer(member));
    expect(open.status).toBe(404);
    expect(open.body.message).toBe('공지사항을 찾을 수 없습니다.');

    const all = await request(app).get('/api/admin/announcements').set(bearer(admin));
    expect(all.body.data.total).toBe(2);
    const drafts = await request(app).get('/api/admin/announcements?published=false').set(bearer(admin));
    expect(drafts.body.data.items.map((a: { id: string }) => a.id)).toEqual([hidden.id]);
    expect((await request(app).get(`/api/admin/announcements/${hidden.id}`).set(bearer(admin))).status).toBe(
      200,
    );

    // Publishing it later makes it visible.
    const patched = await request(app)
      .patch(`/api/admin/announcements/${hidden.id}`)
      .set(bearer(admin))
      .send({ published: true });
    expect(patched.status).toBe(200);
    expect((await request(app).get(`/api/announcements/${hidden.id}`).set(bearer(member))).status).toBe(200);
  });

  it('when a member searches, then title and body match case-insensitively among published ones', async () => {
    const byTitle = await publish({ title: 'App 업데이트', body: '새 버전' });
    const byBody = await publish({ title: '안내', body: '앱 업데이트가 있습니다 (app)' });
    await publish({ title: '휴무', body: '설 연휴' });
    await publish({ title: 'APP 초안', body: '비공개', published: false });
    const res = await request(app).get('/api/announcements').query({ q: 'APP' }).set(bearer(member));
    expect(res.body.data.items.map((a: { id: string }) => a.id).sort()).toEqual(
      [byTitle.id, byBody.id].sort(),
    );
    const none = await request(app).get('/api/announcements').query({ q: '없는말' }).set(bearer(member));
    expect(none.body.data).toMatchObject({ total: 0, items: [] });
  });

  it('when a member calls the admin routes, then 403 and nothing changes', async () => {
    const existing = await publish({ title: '공지', body: '본문' });
    const calls = [
      request(app).get('/api/admin/announcements').set(bearer(member)),
      request(app).post('/api/admin/announcements').set(bearer(member)).send({ title: 't', body: 'b' }),
      request(app)
        .patch(`/api/admin/announcements/${existing.id}`)
        .set(bearer(member))
        .send({ title: '변경' }),
      request(app).delete(`/api/admin/announcements/${existing.id}`).set(bearer(member)),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('접근 권한이 없습니다.');
    }
    const open = await request(app).get(`/api/announcements/${existing.id}`).set(bearer(member));
    expect(open.body.data.title).toBe('공지');
  });

  it('when nobody is signed in, then the member list is 401', async () => {
    const res = await request(app).get('/api/announcements');
    expect(res.status).toBe(401);
  });

  it('when the input is invalid, then 400 in Korean naming the field and nothing is stored', async () => {
    const cases: [object, RegExp][] = [
      [{ title: '', body: '본문' }, /^제목: /],
      [{ title: '   ', body: '본문' }, /^제목: /],
      [{ title: '가'.repeat(101), body: '본문' }, /^제목: 100자 이하/],
      [{ title: '제목' }, /^내용: 필수 항목입니다/],
      [{ title: '제목', body: ' \n ' }, /^내용: /],
      [{ title: '제목', body: 'a'.repeat(10_001) }, /^내용: 10000자 이하/],
      [{ title: '제목', body: '본문', pinned: 'yes' }, /^상단 고정: /],
      [{ title: '제목', body: '본문', author: 'x' }, /허용되지 않은 항목/],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const list = await request(app).get('/api/admin/announcements').set(bearer(admin));
    expect(list.body.data.total).toBe(0);

    const existing = await publish({ title: '공지', body: '본문' });
    const empty = await request(app)
      .patch(`/api/admin/announcements/${existing.id}`)
      .set(bearer(admin))
      .send({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toMatch(/변경할 항목이 없습니다/);
  });

  it('when the body holds a <script> tag, then it is stored and returned as the same plain text', async () => {
    const body = '<script>alert("xss")</script>\n<b>굵게</b> & 줄바꿈';
    const created = await publish({ title: '<img src=x onerror=alert(1)>', body });
    const res = await request(app).get(`/api/announcements/${created.id}`).set(bearer(member));
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.data.body).toBe(body);
    expect(res.body.data.title).toBe('<img src=x onerror=alert(1)>');
  });

  it('when an admin edits one, then only the given fields change and updatedAt moves', async () => {
    const created = (await post({ title: '원래 제목', body: '원래 본문' })).body.data;
    const res = await request(app)
      .patch(`/api/admin/announcements/${created.id}`)
      .set(bearer(admin))
      .send({ title: '새 제목', pinned: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      title: '새 제목',
      body: '원래 본문',
      pinned: true,
      published: true,
    });
    expect(res.body.data.createdAt).toBe(created.createdAt);
    expect(res.body.data.updatedAt >= created.updatedAt).toBe(true);
  });

  it('when an admin deletes one, then it is gone for everyone and a second delete is 404', async () => {
    const created = await publish({ title: '삭제할 공지', body: '본문' });
    const del = await request(app).delete(`/api/admin/announcements/${created.id}`).set(bearer(admin));
    expect(del.status).toBe(200);
    expect((await request(app).get(`/api/announcements/${created.id}`).set(bearer(member))).status).toBe(404);
    expect((await request(app).get(`/api/admin/announcements/${created.id}`).set(bearer(admin))).status).toBe(
      404,
    );
    const again = await request(app).delete(`/api/admin/announcements/${created.id}`).set(bearer(admin));
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('공지사항을 찾을 수 없습니다.');
  });

  it('when the id is missing or malformed, then 404 in Korean', async () => {
    for (const id of ['nope', '__bad__', '..']) {
      const res = await request(app)
        .get(`/api/announcements/${encodeURIComponent(id)}`)
        .set(bearer(member));
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('공지사항을 찾을 수 없습니다.');
    }
    const patch = await request(app)
      .patch('/api/admin/announcements/nope')
      .set(bearer(admin))
      .send({ title: 'x' });
    expect(patch.status).toBe(404);
  });
});
