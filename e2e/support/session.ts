/** Steps many journeys share: signing in through the real login form. */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '@settle/contract/api';
import type { Page } from 'playwright-core';
import {
  emulatorIdToken,
  nextSmsCode,
  sentSmsSessions,
} from '../../functions/test/support/emulator-sign-in.js';
import { BASE_URL } from './browser.js';

export async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${BASE_URL}/login`);
  await page.getByLabel('이메일').fill(email);
  await page.getByLabel('비밀번호', { exact: true }).fill(password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  const secondStep = page.getByRole('heading', { name: '2단계 인증' });
  await Promise.race([page.waitForURL((url) => url.pathname !== '/login'), secondStep.waitFor()]);
  if (new URL(page.url()).pathname === '/login') await completeSmsStep(page);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * The second step of an account with an SMS factor (every admin, issue 16): ask for the code,
 * read it where the Auth emulator keeps it, type it. `code` replaces it (a wrong code's test).
 */
export async function completeSmsStep(page: Page, code?: string): Promise<void> {
  const before = await sentSmsSessions();
  await page.getByRole('button', { name: '인증 코드 받기' }).click();
  const sent = await nextSmsCode(before);
  await page.getByLabel('인증 코드').fill(code ?? sent);
  await page.getByRole('button', { name: '인증하고 로그인' }).click();
}

/** The Auth emulator keeps every e-mail it would have sent; this reads the sign-in links. */
export async function emailSignInLink(email: string): Promise<string> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  const project = process.env.GCLOUD_PROJECT ?? 'demo-settle';
  const response = await fetch(`http://${host}/emulator/v1/projects/${project}/oobCodes`);
  const body = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobLink: string }[];
  };
  const link = body.oobCodes.filter((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN').at(-1);
  if (!link) throw new Error(`no sign-in link was sent to ${email}`);
  return link.oobLink;
}

/**
 * An ID token for a demo account, from the Auth emulator's sign-in endpoint; an admin's SMS
 * second factor is completed with the code the emulator keeps (issue 16).
 */
export async function idTokenFor(email: string, password: string): Promise<string> {
  return emulatorIdToken(email, password);
}

/**
 * A fresh one-use invite code made through the admin API, so a journey never depends on how
 * many uses of a demo code earlier runs against the same stack have spent.
 */
export async function createInviteCode(admin: { email: string; password: string }): Promise<string> {
  const token = await idTokenFor(admin.email, admin.password);
  const response = await fetch(`${BASE_URL}/api/admin/users/inviteCode`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ maxUses: 1, memo: 'e2e' }),
  });
  const body = (await response.json()) as { data?: { code: string } };
  if (!response.ok || !body.data) throw new Error(`invite code: ${response.status} ${JSON.stringify(body)}`);
  return body.data.code;
}

async function api(
  path: string,
  init: { method: string; token?: string; body?: unknown; headers?: Record<string, string> },
): Promise<unknown> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: init.method,
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  const body = (await response.json()) as { data?: unknown };
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * A new active member with a bank account, made through the real sign-up and activation API,
 * so a money journey starts from a zero balance whatever earlier journeys did.
 */
export async function createActiveMember(
  admin: { email: string; password: string },
  name: string,
): Promise<{ uid: string; email: string; password: string; name: string }> {
  const code = await createInviteCode(admin);
  const email = `member-${Date.now()}@example.com`;
  const password = 'member-e2e-1234';
  const user = (await api('/users/register', {
    method: 'POST',
    body: {
      email,
      password,
      name,
      phone: '010-2222-3333',
      bank: '신한은행',
      account: '110-222-333444',
      consent: true,
      inviteCode: code,
    },
  })) as { uid: string };
  const token = await idTokenFor(admin.email, admin.password);
  await api(`/admin/users/${user.uid}/activate`, { method: 'PATCH', token });
  return { uid: user.uid, email, password, name };
}

/** PATCH through the API as the given account (e.g. the member's 모두 읽음, without the screen). */
export async function apiPatchAs(
  account: { email: string; password: string },
  path: string,
): Promise<unknown> {
  return api(path, { method: 'PATCH', token: await idTokenFor(account.email, account.password) });
}

/** GET through the API as the given account (what the screen should show). */
export async function apiGetAs(account: { email: string; password: string }, path: string): Promise<unknown> {
  return api(path, { method: 'GET', token: await idTokenFor(account.email, account.password) });
}

/**
 * POST through the API as the given account (e.g. an operator's send, without their screen),
 * with a fresh Idempotency-Key as the browser makes one per user action.
 */
export async function apiPostAs(
  account: { email: string; password: string },
  path: string,
  body: unknown,
): Promise<unknown> {
  return api(path, {
    method: 'POST',
    token: await idTokenFor(account.email, account.password),
    body,
    headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
  });
}

/**
 * A money write under four eyes (issue 16) without the screens: `requester` asks (202 with an
 * approval request), `approver`, another admin, approves it; returns the run's result
 * (the money route's status and body).
 */
export async function apiApprovedAs(
  requester: { email: string; password: string },
  approver: { email: string; password: string },
  path: string,
  body: unknown,
): Promise<{ status: number; message: string | null; body: unknown }> {
  const asked = (await apiPostAs(requester, path, body)) as { id: string };
  const approved = (await api(`/admin/approvals/${encodeURIComponent(asked.id)}/approve`, {
    method: 'POST',
    token: await idTokenFor(approver.email, approver.password),
    body: {},
  })) as { result: { status: number; message: string | null; body: unknown } | null };
  if (!approved.result) throw new Error(`approval ${asked.id} did not run`);
  return approved.result;
}
