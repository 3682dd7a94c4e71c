/**
 * The access record (접속기록, issue 15) on the emulators: every admin route writes exactly one
 * entry naming its action (the routes are read from the app's router, so a new route without an
 * action fails here), with the members it touched; members' own changes are recorded and never
 * name another member; an export needs a reason; the list pages by cursor; the monthly review.
 */
import { EXPORT_REASON_REQUIRED, type AccessAction, type AccessEntry } from '@settle/contract/access-log';
import { IDEMPOTENCY_HEADER } from '@settle/contract/api';
import { complianceMessages } from '@settle/contract/compliance-messages';
import { Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { collections } from '../../src/lib/collections.js';
import { db } from '../../src/lib/firebase.js';
import {
  writeEntry,
  type AccessEntryRecord,
  type NewAccessEntry,
} from '../../src/modules/access-log/entry-record.js';
import { monthsBefore } from '../../src/modules/access-log/reviews.js';
import { seoulMonthAndHour } from '../../src/modules/access-log/entry-record.js';
import {
  createAccount,
  createMemberProfile,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';
import { key, setRates } from '../support/money.js';
import { routeHandlers } from '../support/routes.js';

const app = createApp({ publicRateLimit: { limit: 1_000_000, windowMs: 60_000 } });
const bearer = (account: TestAccount) => ({ Authorization: `Bearer ${account.token}` });

async function entries(where: Partial<Record<'actorUid' | 'requestId' | 'action', string>> = {}) {
  let q: FirebaseFirestore.Query = db().collection(collections.accessLog);
  for (const [field, value] of Object.entries(where)) q = q.where(field, '==', value);
  const snap = await q.get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as AccessEntryRecord) }));
}

async function entryOf(res: { headers: Record<string, string> }) {
  const found = await entries({ requestId: res.headers['x-request-id'] ?? '' });
  expect(found, 'entries of the request').toHaveLength(1);
  return found[0] as AccessEntryRecord & { id: string };
}

function call(method: string, path: string, account: TestAccount | null, body: object = {}) {
  const agent = request(app);
  const test =
    method === 'GET'
      ? agent.get(path)
      : method === 'POST'
        ? agent.post(path)
        : method === 'PATCH'
          ? agent.patch(path)
          : agent.delete(path);
  test.set(IDEMPOTENCY_HEADER, key());
  if (account) test.set(bearer(account));
  return method === 'GET' ? test : test.send(body);
}

const handlers = routeHandlers(app);
const adminRoutes = [...handlers.keys()].filter((r) => r.split(' ')[1]?.startsWith('/api/admin/'));
const actionOf = (route: string) =>
  (handlers.get(route)?.[0] as { accessAction?: AccessAction } | undefined)?.accessAction;

describe('the access record of every admin route', () => {
  it('finds the admin routes by walking the app, and each one names its action first', () => {
    expect(adminRoutes.length).toBeGreaterThan(35);
    const unnamed = adminRoutes.filter((route) => actionOf(route) === undefined);
    expect(unnamed, 'admin routes whose first handler is not named(...)').toEqual([]);
  });

  describe('each route called by an admin and by a member', () => {
    let admin: TestAccount;
    let member: TestAccount;
    beforeAll(async () => {
      await resetEmulators();
      await setRates(135025, 100);
      [admin, member] = await Promise.all([
        createAccount('admin@example.com', { admin: true }),
        createAccount('member@example.com'),
      ]);
      await Promise.all([createMemberProfile(admin), createMemberProfile(member)]);
    }, 60_000);

    it.each(adminRoutes)('%s writes exactly one entry with its action', async (route) => {
      const [method = 'GET', template = ''] = route.split(' ');
      const path = template.replace(/:[A-Za-z]+/g, 'no-such-id');
      const res = await call(method, path, admin);
      expect(res.status, `${route}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
      const entry = await entryOf(res);
      expect(entry).toMatchObject({
        action: actionOf(route),
        actorUid: admin.uid,
        actorEmail: admin.email,
        actorRole: 'admin',
        method,
        path,
        status: res.status,
      });
      expect(entry.at).toBeInstanceOf(Timestamp);
      expect(entry.ip).not.toBe('');

      const refused = await call(method, path, member);
      expect(refused.status).toBe(403);
      expect(await entryOf(refused)).toMatchObject({
        action: 'admin.refused',
        actorUid: member.uid,
        actorRole: 'user',
        status: 403,
        subjects: [],
      });
    });

    it('records an admin path that no route answers as refused', async () => {
      const res = await call('GET', '/api/admin/nothing-here', admin);
      expect(res.status).toBe(404);
      expect(await entryOf(res)).toMatchObject({ action: 'admin.refused', status: 404 });
    });

    it('writes nothing for a request without a valid token (there is nobody to name)', async () => {
      const before = (await entries()).length;
      const res = await call('GET', '/api/admin/users', null);
      expect(res.status).toBe(401);
      expect(await entries()).toHaveLength(before);
    });
  });
});

describe('what an entry says', () => {
  let admin: TestAccount;
  let member: TestAccount;
  let victim: TestAccount;
  beforeEach(async () => {
    await resetEmulators();
    await setRates(135025, 100);
    [admin, member, victim] = await Promise.all([
      createAccount('admin@example.com', { admin: true }),
      createAccount('member@example.com'),
      createAccount('victim@example.com'),
    ]);
    await Promise.all([
      createMemberProfile(admin, { name: '관리자' }),
      createMemberProfile(member, { name: '가회원' }),
      createMemberProfile(victim, { name: '나회원' }),
    ]);
  });

  it('lists the members a list showed, and the one a change touched', async () => {
    const list = await request(app).get('/api/admin/users').query({ pageSize: 2 }).set(bearer(admin));
    expect(list.status).toBe(200);
    const shown = (list.body.data.items as { id: string }[]).map((u) => u.id);
    expect(shown).toHaveLength(2);
    expect((await entryOf(list)).subjects.sort()).toEqual([...shown].sort());

    const update = await request(app)
      .patch(`/api/admin/users/${victim.uid}`)
      .set(bearer(admin))
      .send({ phone: '010-9999-0000' });
    expect(update.status).toBe(200);
    expect(await entryOf(update)).toMatchObject({
      action: 'users.update',
      subjects: [victim.uid],
      status: 200,
    });

    const created = await request(app)
      .post('/api/admin/transactions')
      .set({ ...bearer(admin), [IDEMPOTENCY_HEADER]: key() })
      .send({ userId: victim.uid, amount: 5 });
    expect(created.status).toBe(201);
    const processed = await request(app)
      .patch(`/api/admin/transactions/${created.body.data.id as string}`)
      .set({ ...bearer(admin), [IDEMPOTENCY_HEADER]: key() })
      .send({ status: 'success' });
    expect(processed.status).toBe(200);
    expect(await entryOf(processed)).toMatchObject({
      action: 'transactions.process',
      subjects: [victim.uid],
    });
  });

  it('records an export with its row count, filter and reason; refuses one without a reason', async () => {
    const refused = await request(app)
      .get('/api/admin/transactions')
      .query({ format: 'csv' })
      .set(bearer(admin));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(`사유: ${EXPORT_REASON_REQUIRED}`);
    expect(refused.headers['content-type']).not.toMatch(/csv/);
    expect(await entryOf(refused)).toMatchObject({
      action: 'transactions.export',
      status: 400,
      export: null,
      subjects: [],
    });

    const short = await request(app)
      .get('/api/admin/transactions')
      .query({ format: 'csv', reason: '확인' })
      .set(bearer(admin));
    expect(short.status).toBe(400);

    for (const amount of [1, 2, 3]) {
      const res = await request(app)
        .post('/api/transactions')
        .set({ ...bearer(member), [IDEMPOTENCY_HEADER]: key() })
        .send({ amount });
      expect(res.status).toBe(201);
    }
    const csv = await request(app)
      .get('/api/admin/transactions')
      .query({ format: 'csv', status: 'pending', reason: '월말 거래 대사' })
      .set(bearer(admin));
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(await entryOf(csv)).toMatchObject({
      action: 'transactions.export',
      status: 200,
      export: { count: 3, filter: expect.objectContaining({ status: 'pending' }), reason: '월말 거래 대사' },
      subjectCount: 3,
    });
  });

  it("records a member's own changes, naming only that member, and none of their reads", async () => {
    const before = await entries({ actorUid: member.uid });
    expect(before).toEqual([]);
    const reads = await Promise.all([
      request(app).get('/api/users/me').set(bearer(member)),
      request(app).get('/api/transactions').set(bearer(member)),
      request(app).get('/api/main/dashboardData').set(bearer(member)),
    ]);
    for (const res of reads) expect(res.status).toBe(200);
    expect(await entries({ actorUid: member.uid })).toEqual([]);

    const profile = await request(app)
      .patch('/api/users/me')
      .set(bearer(member))
      .send({ phone: '010-2222-3333' });
    expect(profile.status).toBe(200);
    const created = await request(app)
      .post('/api/transactions')
      .set({ ...bearer(member), [IDEMPOTENCY_HEADER]: key() })
      .send({ amount: 7 });
    expect(created.status).toBe(201);
    const intoVictim = await request(app)
      .patch(`/api/users/${victim.uid}`)
      .set(bearer(member))
      .send({ phone: '010-0000-0000' });
    expect(intoVictim.status).toBe(403);

    const recorded = await entries({ actorUid: member.uid });
    expect(recorded.map((e) => e.action).sort()).toEqual([
      'member.profile.update',
      'member.profile.update',
      'member.transactions.create',
    ]);
    for (const entry of recorded) expect(entry.subjects.every((s) => s === member.uid)).toBe(true);
    expect(recorded.find((e) => e.status === 403)?.subjects).toEqual([]);
  });
});

describe('GET /api/admin/auditLog', () => {
  let admin: TestAccount;
  const base: NewAccessEntry = {
    actorUid: 'op1',
    actorEmail: 'op1@example.com',
    actorRole: 'admin',
    ip: '203.0.113.7',
    userAgent: 'test',
    action: 'users.get',
    method: 'GET',
    path: '/api/admin/users/m1',
    subjects: ['m1'],
    subjectCount: 1,
    export: null,
    details: {},
    status: 200,
    requestId: 'r',
  };

  beforeEach(async () => {
    await resetEmulators();
    admin = await createAccount('admin@example.com', { admin: true });
    await createMemberProfile(admin);
    for (let i = 0; i < 7; i += 1) {
      await writeEntry({
        ...base,
        actorUid: i % 2 === 0 ? 'op1' : 'op2',
        subjects: i < 3 ? ['m1'] : ['m2'],
        action: i === 6 ? 'users.update' : 'users.get',
        requestId: `seed-${i}`,
      });
    }
  });

  async function allPages(query: Record<string, string | number>) {
    const seen: AccessEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await request(app)
        .get('/api/admin/auditLog')
        .query(cursor ? { ...query, cursor } : query)
        .set(bearer(admin));
      expect(res.status).toBe(200);
      seen.push(...(res.body.data.items as AccessEntry[]));
      cursor = res.body.data.nextCursor as string | null;
      pages += 1;
    } while (cursor && pages < 20);
    return { seen, pages };
  }

  it('pages newest first by cursor without gaps or repeats', async () => {
    const { seen, pages } = await allPages({ pageSize: 3, actor: 'op1' });
    expect(pages).toBe(2);
    expect(seen.map((e) => e.requestId)).toEqual(['seed-6', 'seed-4', 'seed-2', 'seed-0']);
    const { seen: all } = await allPages({ pageSize: 2 });
    // 7 seeded, plus the entries of the list requests themselves as they were written.
    const seeded = all.filter((e) => e.requestId.startsWith('seed-')).map((e) => e.requestId);
    expect(seeded).toEqual(['seed-6', 'seed-5', 'seed-4', 'seed-3', 'seed-2', 'seed-1', 'seed-0']);
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
  });

  it('filters by member, action and time', async () => {
    const { seen: m1 } = await allPages({ subject: 'm1' });
    expect(m1.map((e) => e.requestId)).toEqual(['seed-2', 'seed-1', 'seed-0']);
    const { seen: updates } = await allPages({ action: 'users.update', subject: 'm2', actor: 'op1' });
    expect(updates.map((e) => e.requestId)).toEqual(['seed-6']);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const { seen: none } = await allPages({ from: future });
    expect(none).toEqual([]);
    const { seen: untilNow } = await allPages({ to: new Date().toISOString(), actor: 'op2' });
    expect(untilNow.map((e) => e.requestId)).toEqual(['seed-5', 'seed-3', 'seed-1']);
  });

  it('refuses a cursor it did not make, in Korean', async () => {
    const res = await request(app)
      .get('/api/admin/auditLog')
      .query({ cursor: 'bm90LWEtY3Vyc29y' })
      .set(bearer(admin));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(complianceMessages.accessCursorInvalid);
  });
});

describe('the monthly review (월 1회 점검)', () => {
  let admin: TestAccount;
  const current = seoulMonthAndHour(new Date()).month;
  const last = monthsBefore(current, 1);

  beforeEach(async () => {
    await resetEmulators();
    admin = await createAccount('admin@example.com', { admin: true });
    await createMemberProfile(admin);
  });

  it('marks a finished month reviewed once, and never the current month', async () => {
    const future = await request(app)
      .post('/api/admin/auditLog/reviews')
      .set(bearer(admin))
      .send({ month: current, note: '점검' });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe(complianceMessages.accessReviewFuture);

    const done = await request(app)
      .post('/api/admin/auditLog/reviews')
      .set(bearer(admin))
      .send({ month: last, note: '다운로드 2건 사유 확인, 이상 없음' });
    expect(done.status).toBe(201);
    expect(done.body.data.reviewed).toMatchObject({ by: admin.uid, byEmail: admin.email });

    const again = await request(app)
      .post('/api/admin/auditLog/reviews')
      .set(bearer(admin))
      .send({ month: last, note: '다시' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(complianceMessages.accessReviewExists);

    const list = await request(app).get('/api/admin/auditLog/reviews').set(bearer(admin));
    expect(list.status).toBe(200);
    const months = list.body.data.months as { month: string; reviewed: unknown }[];
    expect(months).toHaveLength(12);
    expect(months[0]?.month).toBe(current);
    expect(months[1]).toMatchObject({ month: last, reviewed: { note: '다운로드 2건 사유 확인, 이상 없음' } });
    expect(months[0]?.reviewed).toBeNull();
  });

  it('hints at bulk exports, night access and one operator reading many details', async () => {
    const [y, m] = last.split('-').map(Number) as [number, number];
    // 02:30 on the 10th of last month, Asia/Seoul (UTC+9).
    const night = new Date(Date.UTC(y, m - 1, 9, 17, 30));
    const noon = new Date(Date.UTC(y, m - 1, 10, 3, 0));
    const entry = (over: Partial<NewAccessEntry>): NewAccessEntry => ({
      actorUid: 'op1',
      actorEmail: 'op1@example.com',
      actorRole: 'admin',
      ip: '',
      userAgent: '',
      action: 'users.get',
      method: 'GET',
      path: '/api/admin/users/x',
      subjects: [],
      subjectCount: 0,
      export: null,
      details: {},
      status: 200,
      requestId: 'r',
      ...over,
    });
    await writeEntry(
      entry({ action: 'users.export', export: { count: 250, filter: {}, reason: '전체 회원 점검' } }),
      night,
    );
    const writes = [];
    for (let i = 0; i < 50; i += 1) writes.push(writeEntry(entry({ subjects: [`m${i}`] }), noon));
    for (let i = 0; i < 3; i += 1) writes.push(writeEntry(entry({ actorEmail: 'op2@example.com' }), noon));
    await Promise.all(writes);

    const list = await request(app).get('/api/admin/auditLog/reviews').set(bearer(admin));
    const month = (list.body.data.months as { month: string; entries: number; hints: unknown[] }[]).find(
      (mo) => mo.month === last,
    );
    expect(month?.entries).toBe(54);
    expect(month?.hints).toEqual([
      { kind: 'bulk-export', message: '100명 이상의 개인정보 다운로드 1건', count: 1, actorEmail: null },
      { kind: 'night-access', message: '심야(00–06시) 접근 1건', count: 1, actorEmail: null },
      {
        kind: 'many-details',
        message: 'op1@example.com: 회원 상세 조회 50건',
        count: 50,
        actorEmail: 'op1@example.com',
      },
    ]);
  });
});
