/**
 * Fuzzing every route of the API (issue 7, item 3) against the emulators. For each route the
 * Express app registers, fast-check generates bodies and queries from the route's contract
 * schema (support/zod-arbitrary.ts) and mutates them — wrong types, huge strings past the JSON
 * body limit, negative and 3-decimal money, "NaN"/"Infinity" strings, 1e309, numbers as
 * strings, nested junk, unknown fields, `__proto__`/`constructor`/`prototype` keys sent as raw
 * JSON — with real and junk path ids and good, missing or bad Idempotency-Keys, as the caller
 * the route is for. Every answer must be:
 *
 * - never 5xx;
 * - a 4xx with a Korean `message` and a `code`, and nothing written (a fingerprint of what the
 *   routes can touch is the same before and after; idempotency keys are left out: they keep
 *   refused answers on purpose, so a retry gets the same one);
 * - or a 2xx whose `data` passes the route's response schema from the contract.
 *
 * Problems are collected per route and shown together (no shrinking: a failure prints the
 * request as sent). FUZZ_RUNS=<n> changes the runs per route, FC_SEED=<seed> replays a run.
 */
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { createApp } from '../../src/http/app.js';
import { adminAuth, db } from '../../src/lib/firebase.js';
import { inlineDispatcher } from '../../src/modules/settlement/dispatcher.js';
import { approveAs, createApprover } from '../support/approvals.js';
import { createAccount, resetEmulators, type TestAccount } from '../support/emulators.js';
import {
  bodyArb,
  JUNK_IDS,
  queryArb,
  queryString,
  type BodyCase,
  type QueryPairs,
} from '../support/fuzz-inputs.js';
import {
  classOf,
  routeName,
  routes,
  type Caller,
  type FuzzWorld,
  type RouteClass,
  type RouteSpec,
} from '../support/fuzz-routes.js';
import { registeredRoutes } from '../support/routes.js';
import { inboxOf } from '../support/inbox.js';
import { bearer, key, newMember, setRates } from '../support/money.js';
import type { FieldHints } from '../support/zod-arbitrary.js';

const app = createApp({
  settlementDispatcher: inlineDispatcher(),
  // The sign-up routes' limit would turn most of their runs into 429s.
  publicRateLimit: { limit: 1_000_000, windowMs: 60_000 },
});

const RUNS = Number(process.env['FUZZ_RUNS'] ?? 20);
const HANGUL = /[가-힣]/;

// ---------------------------------------------------------------------------------------------
// The world: an admin, a member with money and records, a second member the admin routes may
// deactivate, and an account without a profile (social sign-up); one of each kind of document.
// ---------------------------------------------------------------------------------------------

interface World extends FuzzWorld {
  admin: TestAccount;
  member: TestAccount;
  victim: TestAccount;
  newcomer: TestAccount;
}

async function api(
  account: TestAccount,
  method: 'post' | 'patch',
  path: string,
  body: object,
): Promise<{ id: string }> {
  const res = await request(app)
    [method](`/api${path}`)
    .set(bearer(account))
    .set('Idempotency-Key', key())
    .send(body);
  if (res.status >= 300)
    throw new Error(`setup ${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { data: { id: string } }).data;
}

async function buildWorld(): Promise<World> {
  await resetEmulators();
  const [admin, approver, member, victim, newcomer] = await Promise.all([
    createAccount('fuzz-admin@example.com', { admin: true }),
    createApprover('fuzz-approver@example.com'),
    newMember('fuzz-member@example.com'),
    newMember('fuzz-victim@example.com'),
    createAccount('fuzz-newcomer@example.com'),
  ]);
  await setRates(135_050, 250);
  const inviteCode = 'FUZZ2345';
  await api(admin, 'post', '/admin/users/inviteCode', { code: inviteCode, maxUses: 1000 });
  // Requested by the admin, approved by the second admin (four eyes): the ledger entry.
  const adjusted = await api(admin, 'post', '/admin/processingRecords', {
    userId: member.uid,
    amount: 5000,
    memo: '퍼징 준비',
  });
  const record = (await approveAs(app, approver, adjusted.id)).body.data.result.body.data as { id: string };
  const tx = await api(member, 'post', '/transactions', { amount: '12.34', memo: '대기 거래' });
  const announcement = await api(admin, 'post', '/admin/announcements', { title: '공지', body: '본문' });
  const start = new Date(Date.now() + 86_400_000);
  const schedule = await api(admin, 'post', '/admin/schedules', {
    title: '일정',
    start: start.toISOString(),
    end: new Date(start.getTime() + 3_600_000).toISOString(),
  });
  await api(admin, 'post', '/admin/push/message', {
    title: '알림',
    body: '내용',
    url: '/notice',
    target: { type: 'users', userIds: [member.uid] },
  });
  const token = await api(member, 'post', '/users/fcmToken', { fcmToken: 'fuzz-fcm-token' });
  const batch = await api(admin, 'post', '/admin/processingRecords/settlementAll/prepare', {});
  // A request left pending for the approval routes to be fuzzed on.
  const approval = await api(admin, 'post', '/admin/main/settlementFeeRate', { value: 2.5, reason: '퍼징' });
  const [inbox] = await inboxOf(member.uid);
  return {
    admin,
    member,
    victim,
    newcomer,
    inviteCode,
    transactionId: tx.id,
    recordId: record.id,
    announcementId: announcement.id,
    scheduleId: schedule.id,
    batchId: batch.id,
    approvalId: approval.id,
    inboxId: inbox?.id ?? 'no-inbox',
    fcmTokenId: token.id,
  };
}

// ---------------------------------------------------------------------------------------------
// What a 4xx must leave as it was: counts of everything the routes write, and the documents
// they update
// ---------------------------------------------------------------------------------------------

const COUNTED = [
  'users',
  'inviteCodes',
  'settings',
  'transactions',
  'processingRecords',
  'rateHistory',
  'settlementBatches',
  'pushMessages',
  'announcements',
  'schedules',
  'scheduleFirings',
  'approvals',
];
const COUNTED_GROUPS = ['inbox', 'fcmTokens', 'lines'];

async function fingerprint(world: World, withAuth: boolean): Promise<string> {
  const refs = [
    db().doc(`users/${world.member.uid}`),
    db().doc(`users/${world.victim.uid}`),
    db().doc('settings/exchangeRate'),
    db().doc('settings/feeRate'),
    db().doc('settings/settlement'),
    db().doc(`inviteCodes/${world.inviteCode}`),
    db().doc(`transactions/${world.transactionId}`),
    db().doc(`processingRecords/${world.recordId}`),
    db().doc(`announcements/${world.announcementId}`),
    db().doc(`schedules/${world.scheduleId}`),
    db().doc(`settlementBatches/${world.batchId}`),
    db().doc(`approvals/${world.approvalId}`),
    db().doc(`users/${world.member.uid}/inbox/${world.inboxId}`),
    db().doc(`users/${world.member.uid}/fcmTokens/${world.fcmTokenId}`),
  ];
  const [counts, groups, docs, accounts] = await Promise.all([
    Promise.all(COUNTED.map(async (c) => (await db().collection(c).count().get()).data().count)),
    Promise.all(COUNTED_GROUPS.map(async (c) => (await db().collectionGroup(c).count().get()).data().count)),
    db().getAll(...refs),
    withAuth ? adminAuth().listUsers(1000) : undefined,
  ]);
  const member = docs[0];
  return JSON.stringify({
    counts,
    groups,
    assets: member?.get('assetsMinor') as unknown,
    docs: docs.map((d) => `${d.ref.path}@${d.updateTime?.toMillis() ?? 'missing'}`),
    accounts: accounts?.users.length ?? null,
  });
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------

interface Case {
  caller: Caller;
  id: string;
  query: QueryPairs;
  body: BodyCase;
  keyMode: 'fresh' | 'missing' | 'invalid' | 'shared';
}

const requestsByClass: Record<RouteClass, number> = { public: 0, member: 0, admin: 0 };
const statusTally = new Map<string, number>();
const protoKeysBefore = Object.getOwnPropertyNames(Object.prototype).sort();

function hintsFor(w: World): FieldHints {
  const amount = fc
    .integer({ min: 1, max: 200_000 })
    .chain((minor) => fc.constantFrom<unknown>(minor / 100, (minor / 100).toFixed(2)));
  return {
    userId: fc.constantFrom(w.member.uid, w.victim.uid, 'ghost-member'),
    userIds: fc.array(fc.constantFrom(w.member.uid, w.victim.uid), { minLength: 1, maxLength: 2 }),
    batchId: fc.constantFrom(w.batchId, 'no-such-batch'),
    inviteCode: fc.constant(w.inviteCode.toLowerCase()),
    code: fc.constantFrom(w.inviteCode, ` ${w.inviteCode.toLowerCase()} `),
    ids: fc.array(fc.constantFrom(w.recordId, 'no-such-record'), { minLength: 1, maxLength: 3 }),
    amount,
    value: fc.integer({ min: 1, max: 9_999 }).map((n) => n / 100),
    phone: fc.constantFrom('010-1234-5678', '01098765432', ''),
    url: fc.constantFrom('/transactions', 'https://example.com/x', '//evil.example', 'javascript:alert(1)'),
    status: fc.constantFrom('canceled', 'success', 'pending'),
  };
}

function caseArb(route: RouteSpec, world: World): fc.Arbitrary<Case> {
  const hints = hintsFor(world);
  const ids = route.ids?.(world) ?? [];
  return fc.constantFrom(...route.callers).chain((caller) =>
    fc.record({
      caller: fc.constant(caller),
      id:
        ids.length > 0
          ? fc.oneof(fc.constantFrom(...ids), fc.constantFrom(...JUNK_IDS))
          : fc.constantFrom(...JUNK_IDS),
      query: route.query
        ? queryArb(route.query, hints)
        : fc.oneof(fc.constant<QueryPairs>([]), queryArb(undefined, hints)),
      body: bodyArb(typeof route.body === 'function' ? route.body(caller) : route.body, hints),
      keyMode: fc.constantFrom('fresh', 'fresh', 'fresh', 'fresh', 'missing', 'invalid', 'shared'),
    }),
  );
}

function tokenOf(world: World, caller: Caller): TestAccount | undefined {
  if (caller === 'public') return undefined;
  return world[caller];
}

function describeCase(route: RouteSpec, c: Case, url: string): string {
  const body =
    c.body.raw.length > 300 ? `${c.body.raw.slice(0, 300)}… (${c.body.raw.length} chars)` : c.body.raw;
  const shownUrl = url.length > 300 ? `${url.slice(0, 300)}… (${url.length} chars)` : url;
  return `${route.method.toUpperCase()} ${shownUrl} as ${c.caller} key=${c.keyMode} [${c.body.contentType}] ${body}`;
}

async function fuzzRoute(route: RouteSpec, world: World): Promise<string[]> {
  const problems: string[] = [];
  const sharedKey = key();
  const responseSchema = route.data ? z.object({ data: route.data }) : undefined;
  const hasBody = route.method !== 'get';
  // After a 4xx the state is the one read after it: the next request starts from there.
  let known: string | undefined;
  await fc.assert(
    fc.asyncProperty(caseArb(route, world), async (c) => {
      const url = route.path.replace(':id', c.id) + queryString(c.query);
      let req = request(app)[route.method](url);
      const account = tokenOf(world, c.caller);
      if (account) req = req.set(bearer(account));
      if (route.idempotent) {
        if (c.keyMode === 'fresh') req = req.set('Idempotency-Key', key());
        if (c.keyMode === 'shared') req = req.set('Idempotency-Key', sharedKey);
        if (c.keyMode === 'invalid') req = req.set('Idempotency-Key', 'bad key!');
      }
      if (hasBody) req = req.set('Content-Type', c.body.contentType).send(c.body.raw);

      const before = known ?? (await fingerprint(world, route.auth === true));
      known = undefined;
      const res = await req;
      requestsByClass[classOf(route)] += 1;
      statusTally.set(String(res.status), (statusTally.get(String(res.status)) ?? 0) + 1);
      const what = () =>
        `${describeCase(route, c, url)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
      const answer = res.body as { message?: unknown; code?: unknown };

      if (res.status >= 500) problems.push(`5xx: ${what()}`);
      else if (res.status >= 400) {
        if (typeof answer.message !== 'string' || !HANGUL.test(answer.message))
          problems.push(`not Korean: ${what()}`);
        if (typeof answer.code !== 'string') problems.push(`no code: ${what()}`);
        const after = await fingerprint(world, route.auth === true);
        known = after;
        if (after !== before)
          problems.push(`written on ${res.status}: ${what()}\n  before ${before}\n  after  ${after}`);
      } else if (res.status >= 200 && res.status < 300) {
        // A download (format=csv|xlsx) is a file, not the JSON the schema describes.
        const file = /^(text\/csv|application\/vnd\.openxmlformats)/.test(res.get('content-type') ?? '');
        if (!file && responseSchema) {
          const parsed = responseSchema.safeParse(res.body);
          if (!parsed.success)
            problems.push(`2xx off the schema: ${what()}\n  ${parsed.error.message.slice(0, 500)}`);
        }
      } else problems.push(`unexpected status: ${what()}`);
    }),
    {
      numRuns: RUNS,
      endOnFailure: true,
      ...(process.env['FC_SEED'] ? { seed: Number(process.env['FC_SEED']) } : {}),
    },
  );
  return problems;
}

describe('fuzzing every route with generated and mutated input', () => {
  let world: World;
  const started = Date.now();

  beforeAll(async () => {
    world = await buildWorld();
  }, 60_000);

  afterAll(() => {
    const total = Object.values(requestsByClass).reduce((a, b) => a + b, 0);
    const statuses = [...statusTally].sort(([a], [b]) => a.localeCompare(b)).map(([s, n]) => `${s}: ${n}`);
    console.log(
      `fuzz: ${total} requests in ${((Date.now() - started) / 1000).toFixed(1)} s ` +
        `(public ${requestsByClass.public}, member ${requestsByClass.member}, admin ${requestsByClass.admin}; ` +
        `${RUNS} per route); statuses ${statuses.join(', ')}`,
    );
  });

  it('has a fuzz declaration for every route the app registers, and none for a route it lacks', () => {
    const registered = registeredRoutes(app);
    expect(registered.length).toBeGreaterThan(40);
    expect([...new Set(routes.map(routeName))].sort()).toEqual(registered);
  });

  for (const route of routes) {
    it(
      `${routeName(route)}: never 5xx; 4xx in Korean with nothing written; 2xx as the contract says`,
      { timeout: 60_000 },
      async () => {
        const problems = await fuzzRoute(route, world);
        expect(problems.slice(0, 5), `${problems.length} problems`).toEqual([]);
      },
    );
  }

  it('no request polluted Object.prototype', () => {
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(protoKeysBefore);
  });
});
