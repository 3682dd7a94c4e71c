import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { db } from '../../src/lib/firebase.js';
import type { ScheduleRecord } from '../../src/modules/schedules/schedule-record.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import { bearer, key, newMember } from '../support/money.js';

const app = createApp();

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * GET /main/dashboardData beyond the money (ledger.test.ts covers that): the latest notices,
 * the caller's unread messages and the coming schedules on the member's home.
 */
describe('member dashboard: notices, unread messages, schedules', () => {
  let member: TestAccount;
  let other: TestAccount;
  let admin: TestAccount;

  beforeEach(async () => {
    await resetEmulators();
    member = await newMember('member@example.com');
    other = await newMember('other@example.com');
    admin = await createAccount('admin@example.com', { admin: true });
  });

  const dashboard = async (as: TestAccount = member) => {
    const res = await request(app).get('/api/main/dashboardData').set(bearer(as));
    expect(res.status).toBe(200);
    return res.body.data as {
      latestAnnouncements: { id: string; title: string; pinned: boolean }[];
      unreadMessages: { count: number; latest: { id: string; title: string; read: boolean }[] };
      upcomingSchedules: { id: string; title: string; start: string; end: string; allDay: boolean }[];
    };
  };

  const announce = async (title: string, extra: { pinned?: boolean; published?: boolean } = {}) => {
    const res = await request(app)
      .post('/api/admin/announcements')
      .set(bearer(admin))
      .send({ title, body: `${title} 본문`, ...extra });
    expect(res.status).toBe(201);
    // createdAt orders them: keep each in its own millisecond.
    await new Promise((r) => setTimeout(r, 5));
    return res.body.data.id as string;
  };

  const sendTo = async (uids: string[], title: string) => {
    const res = await request(app)
      .post('/api/admin/push/message')
      .set(bearer(admin))
      .set('Idempotency-Key', key())
      .send({ title, body: `${title} 내용`, url: '/', target: { type: 'users', userIds: uids } });
    expect(res.status).toBe(201);
    await new Promise((r) => setTimeout(r, 5));
    return res.body.data.id as string;
  };

  const schedule = async (id: string, startIn: number, endIn: number, allDay = false) => {
    const now = Date.now();
    const record: ScheduleRecord = {
      title: id,
      description: '',
      start: Timestamp.fromMillis(now + startIn),
      end: Timestamp.fromMillis(now + endIn),
      allDay,
      type: 'settlement',
      notify: false,
      firedAt: null,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
      createdBy: admin.uid,
      updatedBy: admin.uid,
    };
    await db().collection('schedules').doc(id).set(record);
  };

  it('with nothing yet, then the three parts are empty', async () => {
    expect(await dashboard()).toMatchObject({
      latestAnnouncements: [],
      unreadMessages: { count: 0, latest: [] },
      upcomingSchedules: [],
    });
  });

  it('latest notices are published ones only, pinned first then newest, at most 3', async () => {
    const pinnedOld = await announce('고정 공지', { pinned: true });
    await announce('오래된 공지');
    const middle = await announce('중간 공지');
    await announce('숨긴 고정 공지', { pinned: true, published: false });
    const newest = await announce('최신 공지');
    await announce('숨긴 최신 공지', { published: false });

    const { latestAnnouncements } = await dashboard();
    expect(latestAnnouncements.map((a) => a.id)).toEqual([pinnedOld, newest, middle]);
    expect(latestAnnouncements[0]).toMatchObject({ title: '고정 공지', pinned: true });
  });

  it('unread messages are the caller’s own: the count, and the 3 newest unread', async () => {
    await sendTo([member.uid], '첫째');
    const second = await sendTo([member.uid, other.uid], '둘째');
    const third = await sendTo([member.uid], '셋째');
    const fourth = await sendTo([member.uid], '넷째');
    const fifth = await sendTo([member.uid], '다섯째');
    await sendTo([other.uid], '남의 알림');
    const read = await request(app).patch(`/api/push/message/${fourth}`).set(bearer(member)).send({});
    expect(read.status).toBe(200);

    const { unreadMessages } = await dashboard();
    expect(unreadMessages.count).toBe(4);
    expect(unreadMessages.latest.map((m) => m.id)).toEqual([fifth, third, second]);
    expect(unreadMessages.latest.map((m) => m.title)).toEqual(['다섯째', '셋째', '둘째']);
    expect(unreadMessages.latest.every((m) => !m.read)).toBe(true);

    const theirs = (await dashboard(other)).unreadMessages;
    expect(theirs.count).toBe(2);
    expect(theirs.latest.map((m) => m.title)).toEqual(['남의 알림', '둘째']);
  });

  it('upcoming schedules leave out ended ones and ones starting after 30 days, soonest first, at most 5', async () => {
    await schedule('ended', -3 * DAY, -1 * HOUR);
    await schedule('under-way', -1 * HOUR, 1 * HOUR);
    await schedule('in-5-days', 5 * DAY, 5 * DAY + HOUR);
    await schedule('tomorrow-all-day', 1 * DAY, 2 * DAY, true);
    await schedule('in-3-days', 3 * DAY, 3 * DAY + HOUR);
    await schedule('in-20-days', 20 * DAY, 20 * DAY + HOUR);
    await schedule('in-29-days', 29 * DAY, 29 * DAY + HOUR);
    await schedule('in-31-days', 31 * DAY, 31 * DAY + HOUR);

    const { upcomingSchedules } = await dashboard();
    expect(upcomingSchedules.map((s) => s.id)).toEqual([
      'under-way',
      'tomorrow-all-day',
      'in-3-days',
      'in-5-days',
      'in-20-days',
    ]);
    expect(upcomingSchedules[1]).toMatchObject({ title: 'tomorrow-all-day', allDay: true });

    // Without the cap the 29-day one is next; the 31-day one never shows.
    await db().collection('schedules').doc('under-way').delete();
    const after = (await dashboard()).upcomingSchedules.map((s) => s.id);
    expect(after).toEqual(['tomorrow-all-day', 'in-3-days', 'in-5-days', 'in-20-days', 'in-29-days']);
  });
});
