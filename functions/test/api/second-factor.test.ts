/**
 * The second factor of admins (issue 16) on the emulators: every /api/admin route (read from the
 * app's router) refuses an admin whose ID token was signed in without a second factor with 403
 * 추가 인증이 필요합니다., records the refusal and changes nothing; with the SMS factor the
 * same admin passes. Another admin resets a lost factor; nobody resets their own.
 */
import { IDEMPOTENCY_HEADER } from '@settle/contract/api';
import { complianceMessages } from '@settle/contract/compliance-messages';
import { messages } from '@settle/contract/messages';
import request from 'supertest';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { collections } from '../../src/lib/collections.js';
import { adminAuth, db } from '../../src/lib/firebase.js';
import { emulatorIdToken, enrolSmsFactor, passwordOnlyIdToken } from '../support/emulator-sign-in.js';
import {
  createAccount,
  createMemberProfile,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';
import { key, setRates } from '../support/money.js';
import { registeredRoutes } from '../support/routes.js';

const app = createApp({ publicRateLimit: { limit: 1_000_000, windowMs: 60_000 } });
const adminRoutes = registeredRoutes(app).filter((r) => r.split(' ')[1]?.startsWith('/api/admin/'));
const PASSWORD = 'test-password-1234';

function call(route: string, path: string, token: string, body: object = {}) {
  const method = route.split(' ')[0];
  const agent = request(app);
  const test =
    method === 'GET'
      ? agent.get(path)
      : method === 'POST'
        ? agent.post(path)
        : method === 'PATCH'
          ? agent.patch(path)
          : agent.delete(path);
  test.set(IDEMPOTENCY_HEADER, key()).set('Authorization', `Bearer ${token}`);
  return method === 'GET' ? test : test.send(body);
}

/** Every document but the access record's (where a refusal is written on purpose), by update time. */
async function snapshot(): Promise<Record<string, number>> {
  const names = [...new Set(Object.values(collections))].filter((name) => name !== collections.accessLog);
  const snaps = await Promise.all(names.map((name) => db().collectionGroup(name).get()));
  const all: Record<string, number> = {};
  for (const snap of snaps) for (const d of snap.docs) all[d.ref.path] = d.updateTime.toMillis();
  return all;
}

async function accessEntries(actorUid: string) {
  const snap = await db().collection(collections.accessLog).where('actorUid', '==', actorUid).get();
  return snap.docs.map(
    (d) => d.data() as { action: string; status: number; path: string; subjects: string[] },
  );
}

const tokenClaims = async (token: string) => adminAuth().verifyIdToken(token);

describe('an admin signed in without a second factor', () => {
  let unenrolled: TestAccount;
  let enrolled: TestAccount;
  let member: TestAccount;
  beforeAll(async () => {
    await resetEmulators();
    await setRates(135025, 100);
    [unenrolled, enrolled, member] = await Promise.all([
      createAccount('no-factor@example.com', { admin: true, secondFactor: false }),
      createAccount('with-factor@example.com', { admin: true }),
      createAccount('member@example.com'),
    ]);
    await Promise.all([
      createMemberProfile(unenrolled),
      createMemberProfile(enrolled),
      createMemberProfile(member),
    ]);
  }, 60_000);

  it('holds the tokens the test means: the SMS sign-in carries the claim, the password one not', async () => {
    expect((await tokenClaims(enrolled.token)).firebase.sign_in_second_factor).toBe('phone');
    expect((await tokenClaims(unenrolled.token)).firebase.sign_in_second_factor).toBeUndefined();
    expect((await tokenClaims(unenrolled.token))['role']).toBe('admin');
  });

  it('is refused with 추가 인증이 필요합니다. on every /api/admin route, recorded, and nothing changes', async () => {
    expect(adminRoutes.length).toBeGreaterThan(35);
    const before = await snapshot();
    const wrong: string[] = [];
    for (const route of adminRoutes) {
      const path = route.slice(route.indexOf(' ') + 1).replace(/:[A-Za-z]+/g, enrolled.uid);
      const res = await call(route, path, unenrolled.token, { memo: '변경 시도' });
      const body = res.body as { message?: string; code?: string };
      if (
        res.status !== 403 ||
        body.message !== '추가 인증이 필요합니다.' ||
        body.code !== 'second-factor-required'
      ) {
        wrong.push(`${route} → ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    expect(wrong, 'routes that did not ask for the second factor').toEqual([]);
    expect(await snapshot(), 'documents changed by refused calls').toEqual(before);
    // The target admin's factor is still there (the reset route refused, too).
    expect((await adminAuth().getUser(enrolled.uid)).multiFactor?.enrolledFactors).toHaveLength(1);

    const recorded = await accessEntries(unenrolled.uid);
    expect(recorded).toHaveLength(adminRoutes.length);
    expect(recorded.every((e) => e.action === 'admin.refused' && e.status === 403)).toBe(true);
  });

  it('passes with the second factor (the authorization matrix covers every route)', async () => {
    const res = await call('GET /api/admin/users', '/api/admin/users', enrolled.token);
    expect(res.status).toBe(200);
  });

  it('leaves a member with the plain 403 forbidden, not a request to enrol', async () => {
    const res = await call('GET /api/admin/users', '/api/admin/users', member.token);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'forbidden', message: messages.forbidden });
  });
});

describe('POST /api/admin/users/{id}/secondFactor/reset', () => {
  let operator: TestAccount;
  let lost: TestAccount;
  beforeEach(async () => {
    await resetEmulators();
    [operator, lost] = await Promise.all([
      createAccount('operator@example.com', { admin: true }),
      createAccount('lost@example.com', { admin: true }),
    ]);
  });

  const reset = (by: TestAccount | string, id: string) =>
    call(
      'POST /reset',
      `/api/admin/users/${encodeURIComponent(id)}/secondFactor/reset`,
      typeof by === 'string' ? by : by.token,
    );

  it('when another admin resets it, the factors are gone, the old session ends, and it is recorded', async () => {
    // Revocation counts whole seconds: the lost admin's token must be older than the reset.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const res = await reset(operator, lost.uid);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ data: { id: lost.uid, removedFactors: 1 } });

    const account = await adminAuth().getUser(lost.uid);
    expect(account.multiFactor?.enrolledFactors ?? []).toEqual([]);
    expect(account.customClaims?.['role']).toBe('admin');
    const old = await call('GET /api/admin/users', '/api/admin/users', lost.token);
    expect(old.status).toBe(401);

    // The next sign-in has one factor only: the API asks for the second, which the admin enrols.
    const fresh = await passwordOnlyIdToken(lost.email, PASSWORD);
    const refused = await call('GET /api/admin/users', '/api/admin/users', fresh);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: complianceMessages.secondFactorRequired });

    const recorded = await accessEntries(operator.uid);
    expect(recorded.filter((e) => e.action === 'users.secondFactor.reset')).toEqual([
      expect.objectContaining({
        status: 200,
        subjects: [lost.uid],
        path: `/api/admin/users/${lost.uid}/secondFactor/reset`,
      }),
    ]);
  });

  it('when an admin resets their own, then 403 in Korean and the factor stays', async () => {
    const res = await reset(operator, operator.uid);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'forbidden', message: complianceMessages.secondFactorResetSelf });
    expect((await adminAuth().getUser(operator.uid)).multiFactor?.enrolledFactors).toHaveLength(1);
    // Still signed in: the refusal revoked nothing.
    expect((await call('GET /api/admin/users', '/api/admin/users', operator.token)).status).toBe(200);
  });

  it('when the user does not exist, then 404 in Korean', async () => {
    const res = await reset(operator, 'no-such-user');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not-found', message: messages.userNotFound });
  });

  it('when the lost admin enrols again, the SMS sign-in passes again', async () => {
    await reset(operator, lost.uid);
    // Enrolled as the client SDK does it (multiFactor(user).enroll), from a password-only sign-in.
    const enrolment = await enrolSmsFactor(await passwordOnlyIdToken(lost.email, PASSWORD), '+821055559999');
    expect((await adminAuth().getUser(lost.uid)).multiFactor?.enrolledFactors).toHaveLength(1);
    // The token the enrolment answers already counts as signed in with the factor (the emulator's
    // behaviour; /setting/security still checks it and asks for a new sign-in when it does not).
    expect((await tokenClaims(enrolment)).firebase.sign_in_second_factor).toBe('phone');
    expect((await call('GET /api/admin/users', '/api/admin/users', enrolment)).status).toBe(200);

    const token = await emulatorIdToken(lost.email, PASSWORD);
    expect((await tokenClaims(token)).firebase.sign_in_second_factor).toBe('phone');
    expect((await call('GET /api/admin/users', '/api/admin/users', token)).status).toBe(200);
  });
});
