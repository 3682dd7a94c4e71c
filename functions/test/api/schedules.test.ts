import request from 'supertest';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import { bearer, newMember } from '../support/money.js';

const app = createApp();

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

interface ScheduleBody {
  id: string;
  title: string;
  start: string;
  end: string;
  firedAt: string | null;
}

const storedCount = async () => (await db().collection('schedules').count().get()).data().count;
const iso = (ms: number) => new Date(ms).toISOString();

describe('schedules (일정) on the emulators', () => {
  let member: TestAccount;
  let admin: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    member = await newMember('member@example.com');
    admin = await createAccount('admin@example.com', { admin: true });
  });

  const post = (body: object, as = admin) =>
    request(app).post('/api/admin/schedules').set(bearer(as)).send(body);
  const patch = (id: string, body: object) =>
    request(app).patch(`/api/admin/schedules/${id}`).set(bearer(admin)).send(body);
  const get = (id: string) => request(app).get(`/api/admin/schedules/${id}`).set(bearer(admin));
  const list = (from: string, to: string) =>
    request(app).get('/api/admin/schedules').query({ from, to }).set(bearer(admin));

  const create = async (body: object) => {
    const res = await post(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data as ScheduleBody;
  };
  const titlesIn = async (from: string, to: string) => {
    const res = await list(from, to);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return (res.body.data as ScheduleBody[]).map((s) => s.title);
  };

  it('when an admin creates one with only title, start and end, then the defaults are filled in and it reads back', async () => {
    const res = await post({
      title: ' 12월 정기 정산 ',
      start: '2030-12-01T10:00:00+09:00',
      end: '2030-12-01T11:00:00+09:00',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      title: '12월 정기 정산',
      description: '',
      start: '2030-12-01T01:00:00.000Z',
      end: '2030-12-01T02:00:00.000Z',
      allDay: false,
      type: 'other',
      notify: false,
      firedAt: null,
      createdBy: admin.uid,
    });
    const got = await get(res.body.data.id);
    expect(got.status).toBe(200);
    expect(got.body.data).toEqual(res.body.data);
  });

  it('when an admin lists a range, then exactly the schedules overlapping [from, to) come back, by start', async () => {
    const from = '2030-03-01T00:00:00+09:00';
    const to = '2030-04-01T00:00:00+09:00';
    await create({ title: '범위 안', start: '2030-03-10T09:00:00+09:00', end: '2030-03-10T10:00:00+09:00' });
    await create({
      title: '앞에서 걸침',
      start: '2030-02-27T09:00:00+09:00',
      end: '2030-03-02T00:00:00+09:00',
    });
    await create({
      title: '긴 일정',
      start: '2029-06-01T00:00:00+09:00',
      end: '2030-05-01T00:00:00+09:00',
      allDay: true,
    });
    await create({
      title: '뒤에서 걸침',
      start: '2030-03-31T23:00:00+09:00',
      end: '2030-04-02T00:00:00+09:00',
    });
    // Touching the edges is not overlapping: end == from, start == to.
    await create({ title: '직전에 끝남', start: '2030-02-28T09:00:00+09:00', end: from });
    await create({ title: '직후에 시작', start: to, end: '2030-04-01T09:00:00+09:00' });
    await create({ title: '한참 전', start: '2029-01-01T00:00:00+09:00', end: '2029-01-02T00:00:00+09:00' });

    expect(await titlesIn(from, to)).toEqual(['긴 일정', '앞에서 걸침', '범위 안', '뒤에서 걸침']);
    expect(await titlesIn('2030-04-01T00:00:00+09:00', '2030-04-05T00:00:00+09:00')).toEqual([
      '긴 일정',
      '뒤에서 걸침',
      '직후에 시작',
    ]);
  });

  it('when an admin moves one by three days and then edits it, then only the sent fields change', async () => {
    const created = await create({
      title: '공지 게시',
      description: '앱 공지',
      start: '2030-05-04T15:30:00+09:00',
      end: '2030-05-04T16:30:00+09:00',
      type: 'notice',
      notify: true,
    });
    const moved = await patch(created.id, {
      start: '2030-05-07T15:30:00+09:00',
      end: '2030-05-07T16:30:00+09:00',
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({
      title: '공지 게시',
      description: '앱 공지',
      type: 'notice',
      notify: true,
      start: '2030-05-07T06:30:00.000Z',
      end: '2030-05-07T07:30:00.000Z',
    });
    expect(await titlesIn('2030-05-04T00:00:00+09:00', '2030-05-05T00:00:00+09:00')).toEqual([]);
    expect(await titlesIn('2030-05-07T00:00:00+09:00', '2030-05-08T00:00:00+09:00')).toEqual(['공지 게시']);

    // Resizing sends only the end.
    const resized = await patch(created.id, { end: '2030-05-07T18:00:00+09:00', title: '공지 게시 (연장)' });
    expect(resized.status).toBe(200);
    expect((await get(created.id)).body.data).toMatchObject({
      title: '공지 게시 (연장)',
      start: '2030-05-07T06:30:00.000Z',
      end: '2030-05-07T09:00:00.000Z',
      notify: true,
    });
  });

  it('when an admin deletes one, then it is gone and a second delete, get or patch is a Korean 404', async () => {
    const created = await create({
      title: '삭제할 일정',
      start: iso(Date.now() + DAY_MS),
      end: iso(Date.now() + 2 * DAY_MS),
    });
    const res = await request(app).delete(`/api/admin/schedules/${created.id}`).set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: created.id });
    expect(await storedCount()).toBe(0);
    for (const again of [
      await request(app).delete(`/api/admin/schedules/${created.id}`).set(bearer(admin)),
      await get(created.id),
      await patch(created.id, { title: '되살리기' }),
      await get('__bad__'),
    ]) {
      expect(again.status).toBe(404);
      expect(again.body.message).toBe('일정을 찾을 수 없습니다.');
    }
    expect(await storedCount()).toBe(0);
  });

  it('when the input is invalid, then 400 in Korean naming the field and nothing is stored', async () => {
    const start = '2030-06-01T09:00:00+09:00';
    const cases: [object, RegExp][] = [
      [{ title: '역순', start, end: '2030-06-01T08:00:00+09:00' }, /^종료는 시작보다 늦어야 합니다\.$/],
      [{ title: '같은 시각', start, end: start }, /^종료는 시작보다 늦어야 합니다\.$/],
      [
        { title: '없는 날', start: '2030-02-30T09:00:00+09:00', end: '2030-03-01T09:00:00+09:00' },
        /^시작: 날짜와 시간/,
      ],
      [
        { title: '시간대 없음', start: '2030-06-01T09:00:00', end: '2030-06-01T10:00:00' },
        /^시작: 날짜와 시간/,
      ],
      [{ title: '날짜 아님', start: 'tomorrow', end: '2030-06-01T10:00:00+09:00' }, /^시작: 날짜와 시간/],
      [{ title: '끝 없음', start }, /^종료: 필수 항목입니다/],
      [
        { title: '1년 넘음', start, end: '2031-06-03T09:00:00+09:00' },
        /^종료: 일정은 1년을 넘을 수 없습니다\.$/,
      ],
      [{ title: '', start, end: '2030-06-01T10:00:00+09:00' }, /^제목: /],
      [{ title: '유형', start, end: '2030-06-01T10:00:00+09:00', type: 'payday' }, /^유형: /],
      [{ title: '알림', start, end: '2030-06-01T10:00:00+09:00', notify: 'yes' }, /^알림: /],
      [
        { title: '모르는 항목', start, end: '2030-06-01T10:00:00+09:00', color: 'red' },
        /허용되지 않은 항목.*color/,
      ],
      [
        { title: '발송 시각', start, end: '2030-06-01T10:00:00+09:00', firedAt: null },
        /허용되지 않은 항목.*firedAt/,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await storedCount()).toBe(0);

    // A PATCH that would leave the schedule backwards or over a year, even sending one side only.
    const created = await create({ title: '그대로', start, end: '2030-06-01T10:00:00+09:00' });
    const patches: [object, RegExp][] = [
      [{ end: '2030-06-01T08:00:00+09:00' }, /^종료는 시작보다 늦어야 합니다\.$/],
      [{ start: '2030-06-01T11:00:00+09:00' }, /^종료는 시작보다 늦어야 합니다\.$/],
      [{ end: '2031-06-03T09:00:00+09:00' }, /^종료: 일정은 1년을 넘을 수 없습니다\.$/],
      [{ start: 'not a date' }, /^시작: 날짜와 시간/],
      [{ firedAt: null }, /허용되지 않은 항목.*firedAt/],
      [{}, /변경할 항목이 없습니다/],
    ];
    for (const [body, message] of patches) {
      const res = await patch(created.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect((await get(created.id)).body.data).toEqual(created);
  });

  it('when the range is bad or wider than 62 days, then 400 in Korean', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ from: '2030-01-01T00:00:00+09:00', to: '2030-03-05T00:00:00+09:00' }, /62일까지 조회할 수 있습니다/],
      [
        { from: '2030-03-01T00:00:00+09:00', to: '2030-02-01T00:00:00+09:00' },
        /종료는 시작보다 늦어야 합니다/,
      ],
      [{ from: '2030-03-01', to: '2030-03-31' }, /^시작일: 날짜와 시간/],
      [{ from: '2030-03-01T00:00:00+09:00' }, /^종료일: 필수 항목입니다/],
      [{ from: '2030-03-01T00:00:00+09:00', to: '2030-03-02T00:00:00+09:00', q: 'x' }, /허용되지 않은 항목/],
    ];
    for (const [query, message] of cases) {
      const res = await request(app).get('/api/admin/schedules').query(query).set(bearer(admin));
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message, JSON.stringify(query)).toMatch(message);
    }
    // Exactly 62 days is allowed (a month view with its leading and trailing weeks).
    expect((await list('2030-01-01T00:00:00+09:00', '2030-03-04T00:00:00+09:00')).status).toBe(200);
  });

  it('when a member calls the schedule routes, then 403 and nothing changes; without a token, 401', async () => {
    const existing = await create({
      title: '관리자 일정',
      start: '2030-07-01T09:00:00+09:00',
      end: '2030-07-01T10:00:00+09:00',
    });
    const range = { from: '2030-07-01T00:00:00+09:00', to: '2030-07-02T00:00:00+09:00' };
    const body = { title: '회원 일정', start: '2030-07-02T09:00:00+09:00', end: '2030-07-02T10:00:00+09:00' };
    const calls = [
      request(app).get('/api/admin/schedules').query(range).set(bearer(member)),
      request(app).post('/api/admin/schedules').set(bearer(member)).send(body),
      request(app).get(`/api/admin/schedules/${existing.id}`).set(bearer(member)),
      request(app).patch(`/api/admin/schedules/${existing.id}`).set(bearer(member)).send({ title: '변경' }),
      request(app).delete(`/api/admin/schedules/${existing.id}`).set(bearer(member)),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('접근 권한이 없습니다.');
    }
    const anonymous = [
      request(app).get('/api/admin/schedules').query(range),
      request(app).post('/api/admin/schedules').send(body),
      request(app).patch(`/api/admin/schedules/${existing.id}`).send({ title: '변경' }),
      request(app).delete(`/api/admin/schedules/${existing.id}`),
    ];
    for (const res of await Promise.all(anonymous)) expect(res.status).toBe(401);
    expect(await storedCount()).toBe(1);
    expect((await get(existing.id)).body.data).toEqual(existing);
  });

  describe('firedAt: a schedule fires once, at its start, never for a time already past', () => {
    it('when one is created with a start in the past, then it is already marked fired', async () => {
      const before = Date.now();
      const past = await create({
        title: '지난 일정',
        start: iso(before - 2 * HOUR_MS),
        end: iso(before + HOUR_MS),
      });
      expect(past.firedAt).not.toBeNull();
      expect(Date.parse(past.firedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(past.firedAt ?? '')).toBeLessThanOrEqual(Date.now() + 1000);
      const future = await create({
        title: '다가올 일정',
        start: iso(before + HOUR_MS),
        end: iso(before + 2 * HOUR_MS),
      });
      expect(future.firedAt).toBeNull();
    });

    it('when a fired schedule is edited with its start still past, then the time it fired is kept', async () => {
      const created = await create({
        title: '발송됨',
        start: iso(Date.now() + DAY_MS),
        end: iso(Date.now() + 2 * DAY_MS),
      });
      // What the due job leaves behind: start reached, firedAt set.
      const firedAt = Timestamp.fromMillis(Date.now() - HOUR_MS);
      await db()
        .collection('schedules')
        .doc(created.id)
        .update({ start: Timestamp.fromMillis(Date.now() - 2 * HOUR_MS), firedAt });
      const renamed = await patch(created.id, { title: '발송됨 (수정)' });
      expect(renamed.body.data.firedAt).toBe(firedAt.toDate().toISOString());
      const earlier = await patch(created.id, { start: iso(Date.now() - 3 * HOUR_MS) });
      expect(earlier.body.data.firedAt).toBe(firedAt.toDate().toISOString());
    });

    it('when an update moves the start into the future, then firedAt is cleared so it fires at the new time', async () => {
      const created = await create({
        title: '다시 알림',
        start: iso(Date.now() - HOUR_MS),
        end: iso(Date.now() + HOUR_MS),
      });
      expect(created.firedAt).not.toBeNull();
      const moved = await patch(created.id, {
        start: iso(Date.now() + DAY_MS),
        end: iso(Date.now() + DAY_MS + HOUR_MS),
      });
      expect(moved.status).toBe(200);
      expect(moved.body.data.firedAt).toBeNull();
      const stored = (await db().collection('schedules').doc(created.id).get()).data();
      expect(stored?.['firedAt']).toBeNull();
    });

    it('when an unfired schedule is moved into the past, then it is marked fired rather than firing late', async () => {
      const created = await create({
        title: '미뤄진 일정',
        start: iso(Date.now() + DAY_MS),
        end: iso(Date.now() + 2 * DAY_MS),
      });
      expect(created.firedAt).toBeNull();
      const moved = await patch(created.id, { start: iso(Date.now() - DAY_MS) });
      expect(moved.status).toBe(200);
      expect(moved.body.data.firedAt).not.toBeNull();
    });
  });
});
