/**
 * Issue 17 (started): every member screen at 360 × 780 and 1440 × 900, locale ko-KR, breaks no
 * Hangul word across lines and overflows nowhere (e2e/support/hangul-layout.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { layoutProblems } from './support/hangul-layout.js';
import { signInWithPassword } from './support/session.js';

const SCREENS = ['/', '/notice', '/property', '/transaction', '/settlement', '/setting/id', '/setting/app'];
const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1440, height: 900 },
];

describe('member screens lay Korean out as Korean', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(VIEWPORTS)('at $width px: no Hangul word broken, no horizontal overflow', async (viewport) => {
    const context = await browser.newContext({ viewport, locale: 'ko-KR' });
    const page = await context.newPage();
    await signInWithPassword(page, demoAccounts.member.email, demoAccounts.member.password);
    const found: string[] = [];
    for (const screen of SCREENS) {
      await page.goto(`${BASE_URL}${screen}`);
      await page.waitForLoadState('networkidle');
      for (const problem of await layoutProblems(page)) found.push(`${screen}: ${problem}`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
