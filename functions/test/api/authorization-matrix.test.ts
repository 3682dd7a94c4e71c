/**
 * Who may call what: every route the app registers (read from its router stack, not a list
 * kept by hand) against every kind of caller. The expectation of each (route, caller) is
 * declared once in MATRIX; a route without one, or one declared but gone, fails.
 *
 * Denied callers must get exactly 401/403 (or 403/404 for another member's id) and write
 * nothing: every document of every collection is compared before and after.
 */
import { IDEMPOTENCY_HEADER } from '@settle/contract/api';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { collections } from '../../src/lib/collections.js';
import { adminAuth, db } from '../../src/lib/firebase.js';
import {
  createAccount,
  createMemberProfile,
  forgedToken,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';
import { key, setRates } from '../support/money.js';
import { registeredRoutes } from '../support/routes.js';

/**
 * - 'ok': 2xx with a minimal call (no params, no body).
 * - 'pass': let through authorization: anything but 401/403 and never 5xx (the body or id is
 *   the point of the route's own test, so 400/404/409 are fine here).
 * - 401 / 403: exactly that, and nothing written.
 * - 'denied': 403 or 404 (another member's id: neither exposed nor changed), nothing written.
 */
type Expect = 'ok' | 'pass' | 401 | 403 | 'denied';
type Caller =
  'anon' | 'forged' | 'deactivated' | 'deactivatedProfile' | 'pending' | 'rejected' | 'active' | 'admin';

interface Fixture {
  admin: TestAccount;
  active: TestAccount;
  victim: TestAccount;
  pending: TestAccount;
  /** A sign-up an operator rejected (issue 16): signs in, reads its waiting screen, no money. */
  rejected: TestAccount;
  deactivated: TestAccount;
  deactivatedProfile: TestAccount;
  victimTransactionId: string;
  victimInboxId: string;
  victimTokenId: string;
  /** The victim's settlement ledger entry (정산 명세서 routes). */
  victimSettlementId: string;
}

interface RouteExpectation extends Record<Caller, Expect> {
  /** `:id` filled with the caller's own uid (routes on one's own record). */
  selfId?: true;
  /**
   * Routes with an `:id`: the active member calls with another member's id. A string says why
   * the case does not apply (the resource belongs to nobody in particular).
   */
  other?: { id: (f: Fixture) => string; body?: object; expect: Expect } | string;
}

const PUBLIC: Record<Caller, Expect> = {
  anon: 'pass',
  forged: 'pass',
  deactivated: 'pass',
  deactivatedProfile: 'pass',
  pending: 'pass',
  rejected: 'pass',
  active: 'pass',
  admin: 'pass',
};
const SIGNED_IN: Record<Caller, Expect> = {
  anon: 401,
  forged: 401,
  // The Auth emulator refuses a disabled account's token on every verification; production
  // refuses it on the checkRevoked routes (changes, admin) at once and elsewhere on expiry.
  deactivated: 401,
  // What production sees on the other routes until the token expires: a valid token of a member
  // whose profile says deactivated. The status is the rule, on every route (member-gate.ts).
  deactivatedProfile: 403,
  pending: 'pass',
  rejected: 'pass',
  active: 'pass',
  admin: 'pass',
};
const ACTIVE_MEMBER: Record<Caller, Expect> = { ...SIGNED_IN, pending: 403, rejected: 403 };
const ADMIN_ONLY: Record<Caller, Expect> = { ...SIGNED_IN, pending: 403, rejected: 403, active: 403 };
const adminOnlyWithId: RouteExpectation = {
  ...ADMIN_ONLY,
  other: { id: (f) => f.victim.uid, expect: 403 },
};

const MATRIX: Record<string, RouteExpectation> = {
  // Public sign-up steps: no token needed. With a token, /register verifies it (401 if bad).
  'POST /api/users/validateInviteCode': PUBLIC,
  'POST /api/users/register': { ...PUBLIC, forged: 401, deactivated: 401 },

  'GET /api/users/me': { ...SIGNED_IN, pending: 'ok', active: 'ok', admin: 'ok' },
  'PATCH /api/users/me': SIGNED_IN,
  'PATCH /api/users/:id': {
    ...SIGNED_IN,
    selfId: true,
    other: { id: (f) => f.victim.uid, body: { name: '해커' }, expect: 403 },
  },
  'DELETE /api/users/:id': {
    ...SIGNED_IN,
    selfId: true,
    other: { id: (f) => f.victim.uid, expect: 403 },
  },
  'POST /api/users/fcmToken': SIGNED_IN,
  'DELETE /api/users/fcmToken/:id': {
    ...SIGNED_IN,
    other: { id: (f) => f.victimTokenId, expect: 'denied' },
  },
  'GET /api/main/exchangeRate': { ...SIGNED_IN, pending: 'ok', active: 'ok', admin: 'ok' },
  'GET /api/main/dashboardData': { ...ACTIVE_MEMBER, active: 'ok', admin: 'ok' },
  'GET /api/transactions': { ...ACTIVE_MEMBER, active: 'ok', admin: 'ok' },
  'POST /api/transactions': ACTIVE_MEMBER,
  'GET /api/transactions/:id': {
    ...ACTIVE_MEMBER,
    other: { id: (f) => f.victimTransactionId, expect: 'denied' },
  },
  'PATCH /api/transactions/:id': {
    ...ACTIVE_MEMBER,
    other: { id: (f) => f.victimTransactionId, body: { status: 'canceled' }, expect: 'denied' },
  },
  'GET /api/processingRecords': { ...ACTIVE_MEMBER, active: 'ok', admin: 'ok' },
  'GET /api/settlements/:id': {
    ...ACTIVE_MEMBER,
    other: { id: (f) => f.victimSettlementId, expect: 'denied' },
  },
  'GET /api/settlements/:id/statement.pdf': {
    ...ACTIVE_MEMBER,
    other: { id: (f) => f.victimSettlementId, expect: 'denied' },
  },
  'GET /api/push/message': { ...SIGNED_IN, pending: 'ok', active: 'ok', admin: 'ok' },
  'PATCH /api/push/message/readAll': SIGNED_IN,
  'PATCH /api/push/message/:id': {
    ...SIGNED_IN,
    other: { id: (f) => f.victimInboxId, body: { read: true }, expect: 'denied' },
  },
  'GET /api/announcements': { ...SIGNED_IN, pending: 'ok', active: 'ok', admin: 'ok' },
  'GET /api/announcements/:id': {
    ...SIGNED_IN,
    other: 'published notices belong to every member, not to one',
  },

  'GET /api/admin/users': { ...ADMIN_ONLY, admin: 'ok' },
  'GET /api/admin/users/:id': adminOnlyWithId,
  'PATCH /api/admin/users/:id': adminOnlyWithId,
  'PATCH /api/admin/users/:id/activate': adminOnlyWithId,
  'POST /api/admin/users/:id/reject': adminOnlyWithId,
  'DELETE /api/admin/users/:id': adminOnlyWithId,
  'POST /api/admin/users/:id/secondFactor/reset': adminOnlyWithId,
  'GET /api/admin/users/inviteCode': { ...ADMIN_ONLY, admin: 'ok' },
  'POST /api/admin/users/inviteCode': ADMIN_ONLY,
  'DELETE /api/admin/users/inviteCode/:id': adminOnlyWithId,
  'GET /api/admin/main': { ...ADMIN_ONLY, admin: 'ok' },
  'GET /api/admin/main/exchangeRate': { ...ADMIN_ONLY, admin: 'ok' },
  'POST /api/admin/main/exchangeRate': ADMIN_ONLY,
  'GET /api/admin/main/settlementFeeRate': { ...ADMIN_ONLY, admin: 'ok' },
  'POST /api/admin/main/settlementFeeRate': ADMIN_ONLY,
  'GET /api/admin/main/assetUnit': { ...ADMIN_ONLY, admin: 'ok' },
  'POST /api/admin/main/assetUnit': ADMIN_ONLY,
  'GET /api/admin/transactions': { ...ADMIN_ONLY, admin: 'ok' },
  'POST /api/admin/transactions': ADMIN_ONLY,
  'PATCH /api/admin/transactions/:id': adminOnlyWithId,
  'DELETE /api/admin/transactions/:id': adminOnlyWithId,
  'GET /api/admin/processingRecords': { ...ADMIN_ONLY, admin: 'ok' },
  'POST /api/admin/processingRecords': ADMIN_ONLY,
  'DELETE /api/admin/processingRecords': ADMIN_ONLY,
  'PATCH /api/admin/processingRecords/:id': adminOnlyWithId,
  'GET /api/admin/processingRecords/settlementAll': { ...ADMIN_ONLY, admin: 'ok' },
  'GET /api/admin/processingRecords/settlementAll/lines': ADMIN_ONLY,
  'GET /api/admin/processingRecords/settlementAll/batches': { ...ADMIN_ONLY, admin: 'ok' },
  'GET /api/admin/processingRecords/settlementAll/batches/:id': adminOnlyWithId,
  'POST /api/admin/processingRecords/settlementAll/prepare': ADMIN_ONLY,
  'POST /api/admin/processingRecords/settlementAll/execute': ADMIN_ONLY,
  'POST /api/admin/processingRecords/settlementAll/lines/:userId/release': adminOnlyWithId,
  'GET /api/admin/push/message': { ...ADMIN_ONLY, admin: 'ok' },
  'POST /api/admin/push/message': ADMIN_ONLY,
  'GET /api/admin/announcements': { ...ADMIN_ONLY, admin: 'ok' },
  'POST /api/admin/announcements': ADMIN_ONLY,
  'GET /api/admin/announcements/:id': adminOnlyWithId,
  'PATCH /api/admin/announcements/:id': adminOnlyWithId,
  'DELETE /api/admin/announcements/:id': adminOnlyWithId,
  'GET /api/admin/schedules': ADMIN_ONLY,
  'POST /api/admin/schedules': ADMIN_ONLY,
  'POST /api/admin/schedules/runDue': ADMIN_ONLY,
  'GET /api/admin/schedules/:id': adminOnlyWithId,
  'PATCH /api/admin/schedules/:id': adminOnlyWithId,
  'DELETE /api/admin/schedules/:id': adminOnlyWithId,
  'GET /api/admin/auditLog': { ...ADMIN_ONLY, admin: 'ok' },
  'GET /api/admin/auditLog/verify': { ...ADMIN_ONLY, admin: 'ok' },
  'GET /api/admin/auditLog/reviews': { ...ADMIN_ONLY, admin: 'ok' },
  'POST /api/admin/auditLog/reviews': ADMIN_ONLY,
  // Approval requests (four eyes): any admin lists; deciding is for admins (who may decide is
  // the route's own test, approvals.test.ts).
  'GET /api/admin/approvals': { ...ADMIN_ONLY, admin: 'ok' },
  'POST /api/admin/approvals/:id/approve': adminOnlyWithId,
  'POST /api/admin/approvals/:id/reject': adminOnlyWithId,
  'POST /api/admin/approvals/:id/withdraw': adminOnlyWithId,
};

const CALLERS: Caller[] = [
  'anon',
  'forged',
  'deactivated',
  'deactivatedProfile',
  'pending',
  'rejected',
  'active',
  'admin',
];
const app = createApp({ publicRateLimit: { limit: 1_000_000, windowMs: 60_000 } });
const routes = registeredRoutes(app);

/**
 * Every document of every collection and subcollection, by path → update time. The access
 * record is left out: a refused admin request is recorded there on purpose (access-log.test.ts).
 */
async function snapshot(): Promise<Record<string, number>> {
  const names = [...new Set(Object.values(collections))].filter((name) => name !== collections.accessLog);
  const snaps = await Promise.all(names.map((name) => db().collectionGroup(name).get()));
  const all: Record<string, number> = {};
  for (const snap of snaps) for (const d of snap.docs) all[d.ref.path] = d.updateTime.toMillis();
  return all;
}

async function setUp(): Promise<Fixture> {
  await resetEmulators();
  await setRates(135025, 100);
  const [admin, active, victim, pending, rejected, deactivated, deactivatedProfile] = await Promise.all([
    createAccount('admin@example.com', { admin: true }),
    createAccount('active@example.com'),
    createAccount('victim@example.com'),
    createAccount('pending@example.com'),
    createAccount('rejected@example.com'),
    createAccount('deactivated@example.com'),
    createAccount('deactivated-profile@example.com'),
  ]);
  await Promise.all([
    createMemberProfile(admin),
    createMemberProfile(active),
    createMemberProfile(victim),
    createMemberProfile(pending, { status: 'pending' }),
    createMemberProfile(rejected, { status: 'rejected' }),
    createMemberProfile(deactivated, { status: 'deactivated' }),
    // Its Auth account stays enabled and its token unrevoked: only the profile says deactivated.
    createMemberProfile(deactivatedProfile, { status: 'deactivated' }),
  ]);
  // As an admin's deactivation leaves it: account disabled, refresh tokens revoked, and the
  // member still holding a token issued before.
  await adminAuth().updateUser(deactivated.uid, { disabled: true });
  await adminAuth().revokeRefreshTokens(deactivated.uid);

  const created = await request(app)
    .post('/api/transactions')
    .set({ Authorization: `Bearer ${victim.token}`, [IDEMPOTENCY_HEADER]: key() })
    .send({ amount: 10 });
  if (created.status !== 201) throw new Error(`fixture transaction: ${created.status}`);
  const victimRef = db().collection(collections.users).doc(victim.uid);
  await victimRef.collection(collections.inbox).doc('victim-message').set({
    title: '제목',
    body: '본문',
    read: false,
    createdAt: new Date(),
  });
  await victimRef
    .collection(collections.fcmTokens)
    .doc('victim-token')
    .set({ token: 'victim-fcm-token', timestamp: new Date() });
  // A settlement paid to the victim, as execute writes it (the ledger entry carries the statement).
  await db()
    .collection(collections.processingRecords)
    .doc('victim-settlement')
    .set({
      uid: victim.uid,
      userName: '피해자',
      type: 'settlement',
      amountMinor: -10_000,
      balanceAfterMinor: 0,
      memo: '정산',
      actorId: admin.uid,
      createdAt: new Date(),
      transactionId: null,
      reversalOf: null,
      reversedBy: null,
      settlement: {
        batchId: 'victim-batch',
        grossWon: 135_050,
        feeWon: 3_376,
        netWon: 131_674,
        rateHundredths: 135_050,
        feeBasisPoints: 250,
        bank: '국민은행',
        accountLast4: '9012',
        accountCipher: 'not-read-here',
      },
    });
  return {
    admin,
    active,
    victim,
    pending,
    rejected,
    deactivated,
    deactivatedProfile,
    victimTransactionId: (created.body as { data: { id: string } }).data.id,
    victimInboxId: 'victim-message',
    victimTokenId: 'victim-token',
    victimSettlementId: 'victim-settlement',
  };
}

function tokenOf(who: Caller, f: Fixture): string | undefined {
  switch (who) {
    case 'anon':
      return undefined;
    case 'forged':
      return forgedToken(f.active.uid);
    default:
      return f[who].token;
  }
}

async function call(route: string, path: string, token: string | undefined, body: object = {}) {
  const method = route.split(' ')[0];
  const agent = request(app);
  const test =
    method === 'GET'
      ? agent.get(path)
      : method === 'POST'
        ? agent.post(path)
        : method === 'PATCH'
          ? agent.patch(path)
          : method === 'DELETE'
            ? agent.delete(path)
            : undefined;
  if (!test) throw new Error(`no way to call ${route}`);
  test.set(IDEMPOTENCY_HEADER, key());
  if (token !== undefined) test.set('Authorization', `Bearer ${token}`);
  return method === 'GET' ? test : test.send(body);
}

function meets(expected: Expect, status: number): boolean {
  switch (expected) {
    case 'ok':
      return status >= 200 && status < 300;
    case 'pass':
      return status !== 401 && status !== 403 && status < 500;
    case 'denied':
      return status === 403 || status === 404;
    default:
      return status === expected;
  }
}

const writes = (expected: Expect) => expected === 'ok' || expected === 'pass';

describe('authorization matrix', () => {
  it('finds the routes by walking the app, and every one of them is declared', () => {
    expect(routes.length).toBeGreaterThan(50);
    const undeclared = routes.filter((route) => !(route in MATRIX));
    const gone = Object.keys(MATRIX).filter((route) => !routes.includes(route));
    expect(undeclared, 'routes without a declared expectation').toEqual([]);
    expect(gone, 'declared routes that no longer exist').toEqual([]);
  });

  it('declares the other-member case exactly where a route takes an id', () => {
    const takesId = (route: string) => /\/:[A-Za-z]+/.test(route);
    const missing = Object.keys(MATRIX).filter((r) => takesId(r) && MATRIX[r]?.other === undefined);
    const stray = Object.keys(MATRIX).filter((r) => !takesId(r) && MATRIX[r]?.other !== undefined);
    expect(missing, 'routes with an id but no other-member case').toEqual([]);
    expect(stray, 'other-member cases on routes without an id').toEqual([]);
  });

  describe.each(routes.filter((route) => route in MATRIX))('%s', (route) => {
    let fixture: Fixture;
    beforeAll(async () => {
      fixture = await setUp();
    }, 60_000);

    it('answers each caller as declared; a denied caller writes nothing', async () => {
      const expected = MATRIX[route] as RouteExpectation;
      const template = route.slice(route.indexOf(' ') + 1);
      const pathFor = (id: string) => template.replace(/:[A-Za-z]+/g, encodeURIComponent(id));
      let before = await snapshot();
      const results: string[] = [];

      const { other } = expected;
      if (typeof other === 'object') {
        const res = await call(route, pathFor(other.id(fixture)), fixture.active.token, other.body);
        results.push(`other → ${res.status}`);
        expect(meets(other.expect, res.status), `${route} as another member: ${res.status}`).toBe(true);
        if (!writes(other.expect)) {
          const after = await snapshot();
          // The caller's own idempotency record of the refusal is theirs, not the victim's.
          const changed = Object.keys({ ...before, ...after }).filter(
            (path) => !path.startsWith(`${collections.idempotencyKeys}/`) && before[path] !== after[path],
          );
          expect(changed, `${route} as another member wrote`).toEqual([]);
          before = after;
        }
      }

      // Denied callers first, so the snapshot is only ever refreshed after an allowed call.
      const order = [...CALLERS].sort((a, b) => Number(writes(expected[a])) - Number(writes(expected[b])));
      for (const who of order) {
        const id = expected.selfId
          ? who === 'anon' || who === 'forged'
            ? fixture.active.uid
            : fixture[who].uid
          : 'no-such-id';
        const res = await call(route, pathFor(id), tokenOf(who, fixture));
        results.push(`${who} → ${res.status}`);
        expect(
          meets(expected[who], res.status),
          `${route} as ${who}: ${res.status} (${results.join(', ')})`,
        ).toBe(true);
        if (!writes(expected[who])) expect(await snapshot(), `${route} as ${who} wrote`).toEqual(before);
        else before = await snapshot();
      }
    });
  });
});
