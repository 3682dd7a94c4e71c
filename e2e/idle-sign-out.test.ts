/**
 * Idle sign-out (PRODUCT.md "Trust and compliance", issue 16): an admin after 30 minutes
 * without input, warned a minute before. (A member after 24 hours: web/test/idle-sign-out.test.ts
 * only; its journey here — reopen the saved browser 25 h later — passes alone but not after the
 * admin journeys, not yet understood; see issue 16's note.) The product's own times run:
 * Playwright's fake clock (`context.clock`) lets time flow as usual and jumps it forward, the way
 * a person leaving the desk would.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { signInWithPassword } from './support/session.js';

const WIDE = { width: 1440, height: 900 };
const ADMIN_NOTICE = '30분 동안 사용하지 않아 로그아웃되었습니다. 다시 로그인해 주세요.';

function warning(page: Page) {
  return page.getByRole('dialog', { name: '자동 로그아웃 안내' });
}

/** The seconds the warning's countdown shows. */
async function countdown(page: Page): Promise<number> {
  const text = await warning(page).getByRole('timer').textContent();
  const match = /^(\d+)초 후 자동으로 로그아웃됩니다\.$/.exec(text ?? '');
  if (!match) throw new Error(`not a countdown: ${text}`);
  return Number(match[1]);
}

async function onAdminDashboard(page: Page): Promise<void> {
  await page.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin');
}

async function signedOutForIdleness(page: Page, notice: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/login');
  await page.getByRole('status').filter({ hasText: notice }).waitFor();
}

describe('an idle session is signed out', () => {
  let browser: Browser;

  /** A browser of its own with the fake clock, the demo admin signed in on /admin. */
  async function adminBrowser(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ locale: 'ko-KR', viewport: WIDE });
    await context.clock.install();
    const page = await context.newPage();
    await signInWithPassword(page, demoAccounts.admin.email, demoAccounts.admin.password);
    await page.goto(`${BASE_URL}/admin`);
    await onAdminDashboard(page);
    return { context, page };
  }

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('warns an admin who does nothing a minute ahead with a live countdown, then signs them out to /login', async () => {
    const { context, page } = await adminBrowser();
    await context.clock.fastForward('28:50');
    expect(await warning(page).count()).toBe(0);

    await context.clock.fastForward('00:20');
    await warning(page).waitFor();
    const shown = await countdown(page);
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(50);
    await context.clock.runFor(5_000);
    await expect.poll(() => countdown(page)).toBeLessThanOrEqual(shown - 5);

    await context.clock.fastForward('01:00');
    await signedOutForIdleness(page, ADMIN_NOTICE);
    // The ordinary sign-out ran: local and session storage are wiped.
    expect(await page.evaluate(() => window.localStorage.length + window.sessionStorage.length)).toBe(0);
    await page.goto(`${BASE_URL}/admin`);
    await page.waitForURL(/\/login\?redirect=%2Fadmin$/);
  });

  it('keeps the session when the admin moves the mouse or presses 계속 사용 during the warning', async () => {
    const { context, page } = await adminBrowser();
    await context.clock.fastForward('29:20');
    await warning(page).waitFor();
    await page.mouse.move(300, 300);
    await page.mouse.move(340, 360);
    await warning(page).waitFor({ state: 'detached' });

    // Past the first deadline: still signed in, no warning.
    await context.clock.fastForward('01:00');
    await onAdminDashboard(page);
    expect(await warning(page).count()).toBe(0);

    await context.clock.fastForward('28:15');
    await warning(page).waitFor();
    await warning(page).getByRole('button', { name: '계속 사용' }).click();
    await warning(page).waitFor({ state: 'detached' });
    await context.clock.fastForward('01:00');
    await onAdminDashboard(page);
    expect(await warning(page).count()).toBe(0);
  });

  it('keeps every tab alive while the admin works in one, and signs them all out together', async () => {
    const { context, page: first } = await adminBrowser();
    const second = await context.newPage();
    await second.goto(`${BASE_URL}/admin`);
    await onAdminDashboard(second);

    await context.clock.fastForward('20:00');
    await second.mouse.move(200, 200);
    await second.mouse.move(260, 240);

    // 30 minutes after the first tab's last input, but only 10 after the second's.
    await context.clock.fastForward('10:30');
    await onAdminDashboard(first);
    expect(await warning(first).count()).toBe(0);

    await context.clock.fastForward('18:45');
    await warning(first).waitFor();
    await warning(second).waitFor();
    await context.clock.fastForward('01:00');
    await signedOutForIdleness(first, ADMIN_NOTICE);
    await signedOutForIdleness(second, ADMIN_NOTICE);
  });
});
