import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertToKrw, formatAssets, formatKrw, parseHundredths } from '../contract/src/money.js';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { apiGetAs } from './support/session.js';

describe('a member signs in, sees their assets in KRW, and signs out', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
    page = await browser.newPage({ locale: 'ko-KR' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends a signed-out visitor to /login with the original path as redirect', async () => {
    await page.goto(`${BASE_URL}/?tab=1`);
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/?tab=1');
  });

  it('shows a Korean error for a wrong password and stays on /login', async () => {
    await page.getByLabel('이메일').fill(demoAccounts.member.email);
    await page.getByLabel('비밀번호', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await expect
      .poll(() => page.getByText('이메일 또는 비밀번호가 올바르지 않습니다.').isVisible())
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('signs in and shows the name, the assets and their KRW value from the API', async () => {
    await page.getByLabel('비밀번호', { exact: true }).fill(demoAccounts.member.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(`안녕하세요, ${demoAccounts.member.name}님`).waitFor();
    // Seeded 1,234.56 assets at 1,385.50 KRW = 1,710,482원 (floored) — unless the money journey
    // already settled them: the expectation is computed from what the API holds right now.
    const me = (await apiGetAs(demoAccounts.member, '/users/me')) as { assets: number };
    const rate = (await apiGetAs(demoAccounts.member, '/main/exchangeRate')) as {
      value: number;
      assetUnit: string;
    };
    const assetsMinor = parseHundredths(me.assets) ?? Number.NaN;
    const expectedKrw = convertToKrw(assetsMinor, parseHundredths(rate.value) ?? Number.NaN).gross;
    // The amount with the operator's unit after it (issue 17), kept together by a no-break space.
    expect(await page.getByTestId('assets-value').textContent()).toBe(
      `${formatAssets(assetsMinor)}\u00a0${rate.assetUnit}`,
    );
    expect(await page.getByTestId('krw-value').textContent()).toContain(formatKrw(expectedKrw));
    expect(convertToKrw(123_456, 138_550).gross).toBe(1_710_482);
  });

  it('signs out, wipes local state, and guards / again', async () => {
    await page.getByRole('button', { name: '계정 메뉴' }).click();
    await page.getByRole('menuitem', { name: '로그아웃' }).click();
    await page.waitForURL(/\/login/);
    expect(await page.evaluate(() => window.localStorage.length + window.sessionStorage.length)).toBe(0);
    await page.goto(`${BASE_URL}/`);
    await page.waitForURL(/\/login\?redirect=%2F$/);
  });

  it('shows the Korean not-found page for an unknown path', async () => {
    await page.goto(`${BASE_URL}/no/such/page`);
    await page.getByText('페이지를 찾을 수 없습니다').first().waitFor();
  });
});
