/**
 * Issue 17: every member screen at 360 × 780 and 1440 × 900, locale ko-KR, in the light and the
 * dark theme, breaks no Hangul word across lines and overflows nowhere
 * (e2e/support/hangul-layout.ts). At 360 px each screen is also saved as a full-page screenshot
 * in .reports/screenshots/ (light-<screen>.png, dark-<screen>.png) for people to look at: CI
 * keeps them with the run, and a change to a member screen is looked at there before it lands.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { ROOT } from '../scripts/lib/emulator-env.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { layoutProblems } from './support/hangul-layout.js';
import { apiGetAs, signInWithPassword } from './support/session.js';

/**
 * Every screen a signed-in member can open: the seeded pending transaction's receipt, and the
 * statement of the member's latest settlement when one was paid (the money journey pays one;
 * e2e/member-statement.test.ts checks the statement on its own at both widths either way).
 */
const BASE_SCREENS = [
  '/',
  '/notice',
  '/property',
  '/transaction',
  '/transaction/demo-pending',
  '/settlement',
  '/notification',
  '/setting/id',
  '/setting/app',
];
let SCREENS = BASE_SCREENS;
const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1440, height: 900 },
];
const SHOTS = join(ROOT, '.reports', 'screenshots');

/** '/' → 'home', '/setting/id' → 'setting-id'. */
const shotName = (screen: string) => screen.replace(/^\//, '').replace(/[^\w-]+/g, '-') || 'home';

async function visit(page: Page, screen: string): Promise<string[]> {
  await page.goto(`${BASE_URL}${screen}`);
  await page.waitForLoadState('networkidle');
  // The spec's start-up overlay fades out ~1 s after mount and is removed 0.5 s later: the
  // screen is judged (and photographed) as the person sees it once it is gone.
  await page.locator('#app-loading').waitFor({ state: 'detached' });
  return (await layoutProblems(page)).map((problem) => `${screen}: ${problem}`);
}

describe('member screens lay Korean out as Korean', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(SHOTS, { recursive: true });
    const settlements = (await apiGetAs(
      demoAccounts.member,
      '/processingRecords?type=settlement&pageSize=1',
    )) as {
      items: { id: string }[];
    };
    const latest = settlements.items[0];
    if (latest) SCREENS = [...BASE_SCREENS, `/settlement/${encodeURIComponent(latest.id)}`];
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(VIEWPORTS)('at $width px: no Hangul word broken, no horizontal overflow', async (viewport) => {
    const context = await browser.newContext({ viewport, locale: 'ko-KR' });
    const page = await context.newPage();
    await signInWithPassword(page, demoAccounts.member.email, demoAccounts.member.password);
    const found: string[] = [];
    for (const screen of SCREENS) found.push(...(await visit(page, screen)));
    await context.close();
    expect(found).toEqual([]);
  });

  it.each(['light', 'dark'] as const)(
    'at 360 px in the %s theme: screenshots, and the same checks',
    async (mode) => {
      const context = await browser.newContext({ viewport: { width: 360, height: 780 }, locale: 'ko-KR' });
      // MUI keeps the chosen mode in local storage (`mui-mode`), as the theme switcher sets it.
      await context.addInitScript((chosen) => window.localStorage.setItem('mui-mode', chosen), mode);
      const page = await context.newPage();
      await signInWithPassword(page, demoAccounts.member.email, demoAccounts.member.password);
      const found: string[] = [];
      for (const screen of SCREENS) {
        found.push(...(await visit(page, screen)));
        const scheme = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        // The dark theme really is dark (not the light one with a stored preference ignored).
        const [r = 0, g = 0, b = 0] = scheme.match(/\d+/g)?.map(Number) ?? [];
        if (mode === 'dark' ? r + g + b > 200 : r + g + b < 500)
          found.push(`${screen}: body ${scheme} in ${mode}`);
        await page.screenshot({ path: join(SHOTS, `${mode}-${shotName(screen)}.png`), fullPage: true });
      }
      await context.close();
      expect(found).toEqual([]);
    },
  );
});
