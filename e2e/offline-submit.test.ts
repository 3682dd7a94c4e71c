import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { apiGetAs, createActiveMember, signInWithPassword } from './support/session.js';

const OFFLINE_TEXT = '인터넷에 연결되어 있지 않아 요청을 보내지 못했습니다';
const NETWORK_TEXT = '네트워크 오류로 서버의 응답을 받지 못했습니다';
/** Where a registration ends (issue 17): the receipt. */
const CREATED_HEADING = '접수 완료';
/** How long "nothing is sent later" is watched for after each reconnect or reload. */
const QUIET_MS = 4_000;

interface SentPost {
  key: string | undefined;
  body: string | null;
}

/**
 * Issue 14, item 9: a transaction registered while offline must fail at once with a Korean
 * message and a 다시 시도 action, and must never be sent later on its own (on reconnect, after
 * a reload). 다시 시도 sends the same request with the same Idempotency-Key, so a retry after a
 * lost answer registers it once.
 */
describe('registering a transaction without a connection', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let account: { email: string; password: string };
  /**
   * Every POST /api/transactions the page sent. Chromium reports none for a request its offline
   * mode blocks, so what reached the server is also read back through the API (serverMemos).
   */
  const posts: SentPost[] = [];

  const submit = () => page.getByRole('button', { name: '거래 등록' });
  // The confirm step (issue 17): 거래 등록 opens it, only 등록하기 sends, and a failure stays in it.
  const dialog = () => page.getByRole('dialog');
  const confirm = () => dialog().getByRole('button', { name: '등록하기' });
  const retry = () => dialog().getByRole('button', { name: '다시 시도' });
  const amountInput = () => page.locator('#transaction-amount');
  const memoInput = () => page.locator('#transaction-memo');

  /** What the server holds for the member, read through the API (past the browser). */
  async function serverMemos(): Promise<string[]> {
    const list = (await apiGetAs(account, '/transactions?pageSize=100')) as { items: { memo: string }[] };
    return list.items.map((item) => item.memo);
  }

  async function fillForm(amount: string, memo: string): Promise<void> {
    await amountInput().fill(amount);
    await memoInput().fill(memo);
  }

  /** 거래 등록, then 등록하기 on the confirm step. */
  async function register(): Promise<void> {
    await submit().click();
    await confirm().click();
  }

  /** Registered: the receipt, then back to the form through 거래 내역 보기 (no reload). */
  async function expectRegisteredAndGoBack(): Promise<void> {
    await page.getByRole('heading', { name: CREATED_HEADING }).waitFor();
    await page.getByRole('link', { name: '거래 내역 보기' }).click();
    await page.getByRole('heading', { name: '거래 등록' }).waitFor();
  }

  /** The confirm and retry buttons are usable and show no spinner. */
  async function expectNotSpinning(): Promise<void> {
    expect(await confirm().isEnabled()).toBe(true);
    expect(await retry().isEnabled()).toBe(true);
    expect(await dialog().getByRole('progressbar').count()).toBe(0);
  }

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
    context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1440, height: 900 } });
    page = await context.newPage();
    page.on('request', (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/transactions') {
        posts.push({ key: request.headers()['idempotency-key'], body: request.postData() });
      }
    });
    account = await createActiveMember(demoAccounts.admin, '오프라인테스트');
    await signInWithPassword(page, account.email, account.password);
    await page.goto(`${BASE_URL}/transaction`);
    await page.getByRole('heading', { name: '거래 등록' }).waitFor();
    // The reload below happens offline: the service worker must be in control to answer it. It
    // controls the pages loaded after it is ready.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByRole('heading', { name: '거래 등록' }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('fails at once offline, with a Korean message and 다시 시도, and sends nothing', async () => {
    await context.setOffline(true);
    await fillForm('7.89', 'e2e 오프라인 1');
    await register();
    await page.getByText(OFFLINE_TEXT).waitFor({ timeout: 1_000 });
    await retry().waitFor({ timeout: 1_000 });
    await expectNotSpinning();
    // The form keeps what was typed, and the confirm step still shows it.
    expect(await amountInput().inputValue()).toBe('7.89');
    expect(await memoInput().inputValue()).toBe('e2e 오프라인 1');
    expect(await dialog().getByTestId('confirm-memo').textContent()).toBe('e2e 오프라인 1');
    expect(posts).toEqual([]);
  });

  it('sends nothing on its own when the connection comes back', async () => {
    await context.setOffline(false);
    await page.waitForTimeout(QUIET_MS);
    expect(posts).toEqual([]);
    expect(await serverMemos()).toEqual([]);
    // Still offered, still not spinning.
    await expectNotSpinning();
  });

  it('다시 시도 registers it exactly once', async () => {
    await retry().click();
    await expectRegisteredAndGoBack();
    expect(posts).toHaveLength(1);
    expect(await serverMemos()).toEqual(['e2e 오프라인 1']);
    expect(await retry().count()).toBe(0);
    expect(await amountInput().inputValue()).toBe('');
  });

  it('a retry after a lost answer reuses the key and registers once', async () => {
    const before = posts.length;
    // The first try reaches the server, and its answer is lost on the way back.
    let lost = 0;
    await page.route('**/api/transactions', async (route) => {
      if (route.request().method() !== 'POST' || lost > 0) return route.fallback();
      lost += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await fillForm('3.21', 'e2e 응답 유실');
    await register();
    await page.getByText(NETWORK_TEXT).waitFor({ timeout: 5_000 });
    await expectNotSpinning();
    expect(lost).toBe(1);
    expect(await serverMemos()).toContain('e2e 응답 유실');

    const answer = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/transactions',
    );
    await retry().click();
    expect((await answer).headers()['idempotent-replayed']).toBe('true');
    await expectRegisteredAndGoBack();
    await page.unrouteAll({ behavior: 'wait' });

    const tries = posts.slice(before);
    expect(tries).toHaveLength(2);
    expect(tries[0]?.key).toMatch(/^[\w-]{8,}$/);
    expect(tries[1]?.key).toBe(tries[0]?.key);
    expect(tries[1]?.body).toBe(tries[0]?.body);
    expect((await serverMemos()).filter((memo) => memo === 'e2e 응답 유실')).toHaveLength(1);
  });

  it('keeps no hidden write across a reload, offline or online', async () => {
    const before = posts.length;
    await context.setOffline(true);
    await fillForm('4.56', 'e2e 새로 고침');
    await register();
    await page.getByText(OFFLINE_TEXT).waitFor({ timeout: 1_000 });

    // Reloaded while still offline (the service worker answers), then the connection returns.
    // The page shows the profile restored from the session cache while /users/me is fetched
    // again; that fetch fails, and the page must stay (before, the account gate replaced it with
    // the network error). The API is refused here too, so no request of the reloaded page
    // reaches the server whatever this Chromium's offline emulation does in its first moments
    // (navigator.onLine is true there, see app-shell.test.ts); a write it sent is still recorded.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    const meFailed = page.waitForEvent('requestfailed', (r) => new URL(r.url()).pathname === '/api/users/me');
    await page.reload();
    await meFailed;
    await page.getByRole('heading', { name: '거래 등록' }).waitFor();
    await page.waitForTimeout(1_000);
    expect(await page.getByRole('heading', { name: '거래 등록' }).isVisible()).toBe(true);
    await page.unrouteAll({ behavior: 'wait' });
    await context.setOffline(false);
    await page.waitForTimeout(QUIET_MS);
    // Reloaded again online.
    await page.reload();
    await page.getByRole('heading', { name: '거래 등록' }).waitFor();
    await page.waitForTimeout(QUIET_MS);

    expect(posts.slice(before)).toEqual([]);
    expect(await serverMemos()).not.toContain('e2e 새로 고침');
    expect(await retry().count()).toBe(0);
  });
});
