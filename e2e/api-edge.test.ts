/**
 * The request edge in the deployed shape: every call goes through the Hosting emulator's
 * `/api/**` rewrite to the Functions emulator, where the Functions runtime receives the request
 * before our Express app (functions/src/http/runtime-body.ts), exactly as in production. The
 * in-process tests (supertest) cannot see what the runtime does to a request.
 *
 * For every route the app registers (functions/test/support/fuzz-routes.ts, whose completeness
 * the fuzz test checks against the router): bodies that are malformed, not an object, too large,
 * of another content type, in another charset or compressed; a lone UTF-16 surrogate in every
 * string field the route takes; broken path ids and query values. Each must answer JSON with a
 * Korean message — never HTML, never a stack, never 5xx — and write nothing (every document of
 * every collection, and the Auth accounts, compared before and after each route).
 * Then the issue's own cases: commas in amounts, non-ASCII invite codes, a deactivated member
 * whose token still verifies, money for a member who is not active.
 */
import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { getAuth } from 'firebase-admin/auth';
import { IDEMPOTENCY_HEADER } from '@settle/contract/api';
import { messages } from '@settle/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../functions/src/lib/collections.js';
import { routeName, routes, type RouteSpec } from '../functions/test/support/fuzz-routes.js';
import { memberRecord } from '../functions/test/support/member-record.js';
import { fieldOf, stringLeaves, withLeaf } from '../functions/test/support/string-leaves.js';
import { arbitraryOf } from '../functions/test/support/zod-arbitrary.js';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { BASE_URL } from './support/browser.js';
import { emulatorFirestore } from './support/firestore.js';
import { idTokenFor } from './support/session.js';

const base = new URL(BASE_URL);
const LONE_SURROGATE = 'a\ud800b';
const HANGUL = /[가-힣]/;

interface Answer {
  status: number;
  requestId: string;
  contentType: string;
  text: string;
  json: { message?: unknown; code?: unknown; field?: unknown; data?: unknown } | undefined;
}

interface Send {
  headers?: Record<string, string>;
  token?: string | undefined;
  contentType?: string;
  contentEncoding?: string;
  body?: string | Buffer;
}

/** One raw HTTP request to Hosting (node:http: any method may carry any bytes). */
function send(method: string, path: string, options: Send = {}): Promise<Answer> {
  const headers: Record<string, string> = { [IDEMPOTENCY_HEADER]: crypto.randomUUID(), ...options.headers };
  if (options.token !== undefined) headers['Authorization'] = `Bearer ${options.token}`;
  if (options.contentType !== undefined) headers['Content-Type'] = options.contentType;
  if (options.contentEncoding !== undefined) headers['Content-Encoding'] = options.contentEncoding;
  const body = options.body === undefined ? undefined : Buffer.from(options.body);
  if (body !== undefined) headers['Content-Length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: base.hostname, port: base.port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: Answer['json'];
        try {
          json = JSON.parse(text) as Answer['json'];
        } catch {
          json = undefined;
        }
        resolve({
          status: res.statusCode ?? 0,
          requestId: String(res.headers['x-request-id'] ?? ''),
          contentType: String(res.headers['content-type']),
          text,
          json,
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A JSON answer with a Korean message, no HTML and no stack trace. */
function expectKoreanJson(answer: Answer, what: string): void {
  expect(answer.contentType, `${what}: ${answer.text.slice(0, 200)}`).toMatch(/^application\/json/);
  expect(answer.text, what).not.toMatch(/<html|<pre|\bat .*\.(js|ts):\d+/i);
  expect(
    typeof answer.json?.message === 'string' && HANGUL.test(answer.json.message),
    `${what}: ${answer.text}`,
  ).toBe(true);
}

// ---------------------------------------------------------------------------------------------
// Nothing written: every document of every collection and every Auth account
// ---------------------------------------------------------------------------------------------

const db = emulatorFirestore();

/** The access record is left out: refused admin requests are recorded there on purpose. */
async function snapshot(): Promise<Record<string, number>> {
  const names = [...new Set(Object.values(collections))].filter((name) => name !== collections.accessLog);
  const snaps = await Promise.all(names.map((name) => db.collectionGroup(name).get()));
  const all: Record<string, number> = {};
  for (const snap of snaps) for (const doc of snap.docs) all[doc.ref.path] = doc.updateTime.toMillis();
  const accounts = await getAuth().listUsers(1000);
  for (const user of accounts.users)
    all[`auth:${user.uid}`] = Date.parse(user.metadata.lastRefreshTime ?? '0') || 0;
  return all;
}

// ---------------------------------------------------------------------------------------------
// The routes and what to send them
// ---------------------------------------------------------------------------------------------

const BAD_BODIES: {
  name: string;
  contentType?: string;
  contentEncoding?: string;
  body: string | Buffer;
  status: number;
}[] = [
  { name: 'malformed JSON', contentType: 'application/json', body: '{"title": "공지", ', status: 400 },
  { name: 'a JSON null', contentType: 'application/json', body: 'null', status: 400 },
  { name: 'a JSON string', contentType: 'application/json', body: '"text"', status: 400 },
  {
    name: 'bytes that are not UTF-8',
    contentType: 'application/json',
    body: Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
    status: 400,
  },
  {
    name: 'charset=utf-16',
    contentType: 'application/json; charset=utf-16',
    body: '{"memo":"x"}',
    status: 415,
  },
  {
    name: 'form-encoded',
    contentType: 'application/x-www-form-urlencoded',
    body: 'amount=1&memo=x',
    status: 415,
  },
  { name: 'text/plain', contentType: 'text/plain', body: '{"amount":1}', status: 415 },
  {
    name: 'gzip inflating to 20 MB',
    contentType: 'application/json',
    contentEncoding: 'gzip',
    body: gzipSync(JSON.stringify({ memo: 'x'.repeat(20 * 1024 * 1024) })),
    status: 415,
  },
  {
    name: '1 MiB of JSON',
    contentType: 'application/json',
    body: JSON.stringify({ memo: 'x'.repeat(1 << 20) }),
    status: 413,
  },
];

const hasBody = (route: RouteSpec) => route.method !== 'get';
const callerOf = (route: RouteSpec) => (route.callers.includes('public') ? 'public' : route.callers[0]);

interface Tokens {
  member: string;
  admin: string;
}

function tokenFor(route: RouteSpec, tokens: Tokens): string | undefined {
  const caller = callerOf(route);
  return caller === 'admin' ? tokens.admin : caller === 'member' ? tokens.member : undefined;
}

/** A path for the route: the member's own uid where only one's own record may be named. */
function pathOf(route: RouteSpec, id = 'no-such-id'): string {
  const own = route.path === '/api/users/:id' && id === 'no-such-id' ? demoAccounts.member.uid : id;
  return route.path.replace(/:[A-Za-z]+/g, own);
}

/** Contract-valid bodies of the route (seeded), so a surrogate is the only thing wrong. */
function validBodies(route: RouteSpec): unknown[] {
  const schema = typeof route.body === 'function' ? route.body(callerOf(route) ?? 'public') : route.body;
  if (schema === undefined) return [];
  const valid = arbitraryOf(schema).filter((value) => schema.safeParse(value).success);
  return fc.sample(valid, { numRuns: 16, seed: 14 });
}

describe('the request edge through Hosting and the Functions runtime', () => {
  let tokens: Tokens;

  beforeAll(async () => {
    tokens = {
      member: await idTokenFor(demoAccounts.member.email, demoAccounts.member.password),
      admin: await idTokenFor(demoAccounts.admin.email, demoAccounts.admin.password),
    };
  });

  describe.each(routes.map((route) => [routeName(route), route] as const))('%s', (_name, route) => {
    it('refuses every bad body, surrogate, path and query in Korean JSON and writes nothing', async () => {
      const before = await snapshot();
      const token = tokenFor(route, tokens);
      const seen: string[] = [];

      if (hasBody(route)) {
        for (const bad of BAD_BODIES) {
          const answer = await send(route.method.toUpperCase(), pathOf(route), { token, ...bad });
          seen.push(`${bad.name} → ${answer.status}`);
          expect(answer.status, `${bad.name}: ${answer.text.slice(0, 200)}`).toBe(bad.status);
          expectKoreanJson(answer, bad.name);
        }
      }

      // A lone surrogate in every string field the route takes, one field at a time.
      const schema = typeof route.body === 'function' ? route.body(callerOf(route) ?? 'public') : route.body;
      if (schema !== undefined) {
        const bodies = validBodies(route);
        const missing: string[] = [];
        for (const leaf of stringLeaves(schema)) {
          const body = bodies.map((b) => withLeaf(b, leaf.path, LONE_SURROGATE)).find((b) => b !== undefined);
          if (body === undefined) {
            missing.push(fieldOf(leaf));
            continue;
          }
          const answer = await send(route.method.toUpperCase(), pathOf(route), {
            token,
            contentType: 'application/json',
            body: JSON.stringify(body),
          });
          seen.push(`surrogate in ${fieldOf(leaf)} → ${answer.status}`);
          expect(answer.status, `surrogate in ${fieldOf(leaf)}: ${answer.text}`).toBe(400);
          expect(answer.json?.field, `surrogate in ${fieldOf(leaf)}: ${answer.text}`).toBe(fieldOf(leaf));
          expectKoreanJson(answer, `surrogate in ${fieldOf(leaf)}`);
        }
        expect(missing, 'string fields no sampled valid body had').toEqual([]);
      }

      // Hostile path ids: a NUL, a bidi override, a zero-width space, one past Firestore's length.
      // (A path that is not UTF-8, such as a surrogate in CESU-8 `%ED%A0%80`, never reaches the
      // function here: the Hosting emulator's static server fails on it first with a plain-text
      // 500. In-process the app answers it 400 in Korean JSON: functions/test/api/fuzz.test.ts.)
      if (route.path.includes(':')) {
        for (const id of ['a%00b', '%E2%80%AEtxt', 'a%E2%80%8Bb', 'x'.repeat(1_600)]) {
          const answer = await send(route.method.toUpperCase(), pathOf(route, id), {
            token,
            ...(hasBody(route) ? { contentType: 'application/json', body: '{}' } : {}),
          });
          const shown = id.slice(0, 20);
          seen.push(`id ${shown} → ${answer.status}`);
          expect(answer.status, `id ${shown}: ${answer.text}`).toBeGreaterThanOrEqual(400);
          expect(answer.status, `id ${shown}: ${answer.text}`).toBeLessThan(500);
          expectKoreanJson(answer, `id ${shown}`);
        }
      }

      // Query values: a URL cannot carry a lone surrogate, only bytes that do not decode.
      if (route.query !== undefined) {
        const fields = stringLeaves(route.query).map(fieldOf);
        const query = ['q', ...fields].map((f) => `${encodeURIComponent(f)}=%ED%A0%80`).join('&');
        const answer = await send('GET', `${pathOf(route)}?${query}`, { token });
        seen.push(`query → ${answer.status}`);
        expect(answer.status, `query: ${answer.text}`).toBeLessThan(500);
        expect(answer.contentType).toMatch(/^application\/json/);
      }

      expect(await snapshot(), `${route.method} ${route.path} wrote (${seen.join(', ')})`).toEqual(before);
    });
  });

  describe("the issue's own cases", () => {
    const fixtures: { deactivated?: string; deactivatedToken?: string; pending?: string } = {};

    beforeAll(async () => {
      const auth = getAuth();
      const stamp = Date.now();
      const password = 'edge-case-1234';
      const deactivated = await auth.createUser({ email: `edge-deactivated-${stamp}@example.com`, password });
      const pending = await auth.createUser({ email: `edge-pending-${stamp}@example.com`, password });
      const profile = (uid: string, email: string, status: 'pending' | 'deactivated') =>
        memberRecord(uid, {
          name: '엣지 회원',
          email,
          phone: '010-1111-2222',
          bank: '신한은행',
          account: '110-222-333444',
          assetsMinor: 10_000,
          status,
          activatedAt: null,
        });
      // Only the profile says deactivated: the account is enabled and its token unrevoked, as a
      // token issued before the deactivation still verifies in production until it expires.
      await db
        .collection(collections.users)
        .doc(deactivated.uid)
        .set(profile(deactivated.uid, deactivated.email ?? '', 'deactivated'));
      await db
        .collection(collections.users)
        .doc(pending.uid)
        .set(profile(pending.uid, pending.email ?? '', 'pending'));
      fixtures.deactivated = deactivated.uid;
      fixtures.deactivatedToken = await idTokenFor(deactivated.email ?? '', password);
      fixtures.pending = pending.uid;
    });

    afterAll(async () => {
      for (const uid of [fixtures.deactivated, fixtures.pending]) {
        if (uid === undefined) continue;
        await db.collection(collections.users).doc(uid).delete();
        await getAuth().deleteUser(uid);
      }
    });

    it('refuses the raw body of the report with a lone surrogate in the memo (not 500)', async () => {
      const before = await snapshot();
      const answer = await send('POST', '/api/transactions', {
        token: tokens.member,
        contentType: 'application/json',
        body: '{"amount":1,"memo":"a\\ud800b"}',
      });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.json?.field).toBe('memo');
      expectKoreanJson(answer, 'surrogate memo');
      expect(await snapshot()).toEqual(before);
    });

    it('takes a comma only as a thousands separator in every amount', async () => {
      const before = await snapshot();
      for (const amount of ['1,5', '1,50', '1,2,3', '1234,567']) {
        const member = await send('POST', '/api/transactions', {
          token: tokens.member,
          contentType: 'application/json',
          body: JSON.stringify({ amount }),
        });
        expect(member.status, `${amount}: ${member.text}`).toBe(400);
        expect(member.json?.field).toBe('amount');
        const admin = await send('POST', '/api/admin/processingRecords', {
          token: tokens.admin,
          contentType: 'application/json',
          body: JSON.stringify({ userId: demoAccounts.member.uid, amount, memo: '조정' }),
        });
        expect(admin.status, `${amount}: ${admin.text}`).toBe(400);
        expect(admin.json?.field).toBe('amount');
        const rate = await send('POST', '/api/admin/main/exchangeRate', {
          token: tokens.admin,
          contentType: 'application/json',
          body: JSON.stringify({ value: amount }),
        });
        expect(rate.status, `${amount}: ${rate.text}`).toBe(400);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('reads invite codes as ASCII after NFKC: full-width is the same code, other letters are refused', async () => {
      const fullWidth = await send('POST', '/api/users/validateInviteCode', {
        contentType: 'application/json',
        body: JSON.stringify({ code: 'ＨＡＰＰＹ２３４' }),
      });
      expect(fullWidth.status, fullWidth.text).toBe(200);
      expect(fullWidth.json?.data).toEqual({ valid: true, code: 'HAPPY234' });
      for (const code of ['HAPPY23ı', 'HAPPYß23', 'НАРРY234', 'HAPPY\u200b234']) {
        const answer = await send('POST', '/api/users/validateInviteCode', {
          contentType: 'application/json',
          body: JSON.stringify({ code }),
        });
        expect(answer.status, `${code}: ${answer.text}`).toBe(400);
        expect(answer.json?.field).toBe('code');
        expectKoreanJson(answer, code);
      }
    });

    it('refuses a deactivated member whose token still verifies on every route, push ones included', async () => {
      const before = await snapshot();
      for (const [method, path, body] of [
        ['GET', '/api/users/me', undefined],
        ['POST', '/api/users/fcmToken', { fcmToken: 'edge-token' }],
        ['PATCH', '/api/push/message/any-message', { read: true }],
        ['PATCH', '/api/push/message/readAll', undefined],
      ] as const) {
        const answer = await send(method, path, {
          token: fixtures.deactivatedToken,
          ...(body === undefined ? {} : { contentType: 'application/json', body: JSON.stringify(body) }),
        });
        expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(403);
        expect(answer.json?.message).toBe(messages.memberDeactivated);
      }
      expect(await snapshot()).toEqual(before);
    });

    it('moves no money for a member who is not active, whoever asks', async () => {
      const before = await snapshot();
      for (const uid of [fixtures.pending, fixtures.deactivated]) {
        const answer = await send('POST', '/api/admin/processingRecords', {
          token: tokens.admin,
          contentType: 'application/json',
          body: JSON.stringify({ userId: uid, amount: '10.00', memo: '조정' }),
        });
        expect(answer.status, answer.text).toBe(409);
        expect(answer.json?.message).toBe(messages.assetsMemberNotActive);
      }
      // The refused adjustments' idempotency records are the admin's own bookkeeping.
      const after = await snapshot();
      const changed = Object.keys({ ...before, ...after }).filter(
        (path) => !path.startsWith(`${collections.idempotencyKeys}/`) && before[path] !== after[path],
      );
      expect(changed).toEqual([]);
    });
  });

  describe('the access record behind Hosting', () => {
    it('records the client address Google saw (the last X-Forwarded-For hop), and the user agent', async () => {
      // Google's front end appends the address it saw to X-Forwarded-For; the emulators append
      // nothing (and reach the function over a local socket, so there is no peer address), so this
      // request plays the front end's part: a left-most entry the client made up, then the hop.
      const answer = await send('GET', '/api/admin/users?pageSize=5', {
        token: tokens.admin,
        headers: { 'User-Agent': 'edge-test/1.0', 'X-Forwarded-For': '203.0.113.9, 198.51.100.23' },
      });
      expect(answer.status, answer.text).toBe(200);
      const entries = await db
        .collection(collections.accessLog)
        .where('requestId', '==', answer.requestId)
        .get();
      expect(entries.size).toBe(1);
      const entry = entries.docs[0]?.data() ?? {};
      expect(entry).toMatchObject({ action: 'users.list', status: 200, userAgent: 'edge-test/1.0' });
      expect(entry['ip']).toBe('198.51.100.23');
      expect((entry['subjects'] as string[]).length).toBeGreaterThan(0);
    });

    it('refuses a download without a reason and records the refusal, not a download', async () => {
      const answer = await send('GET', '/api/admin/users?format=csv', { token: tokens.admin });
      expect(answer.status, answer.text).toBe(400);
      expectKoreanJson(answer, 'export without a reason');
      const entries = await db
        .collection(collections.accessLog)
        .where('requestId', '==', answer.requestId)
        .get();
      expect(entries.docs[0]?.data()).toMatchObject({ action: 'users.export', status: 400, export: null });
    });
  });
});
