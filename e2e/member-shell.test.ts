/**
 * Issue 17, the member's shell on a phone: the bottom tab bar (홈 · 거래 · 정산 · 알림 · 설정) with
 * the current tab marked and the unread count on 알림, the inbox page /notification, the avatar's
 * Hangul initial; on a desktop no tab bar and the bell's 전체 보기. Every screen visited is checked
 * for Hangul broken mid-word and horizontal overflow (e2e/support/hangul-layout.ts).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { layoutProblems } from './support/hangul-layout.js';
import { apiGetAs, apiPostAs, createActiveMember, signInWithPassword } from './support/session.js';

const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1440, height: 900 };

describe('the member’s shell', () => {
  let browser: Browser;
  let member: Awaited<ReturnType<typeof createActiveMember>>;
  const stamp = Date.now();
  const settlementNews = `정산 예정 안내 ${stamp}`;
  const transactionNews = `거래 처리 완료 ${stamp}`;

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
    // A new member: their inbox holds only the activation notice and the two messages below.
    member = await createActiveMember(demoAccounts.admin, '김탭바');
    for (const [title, url] of [
      [settlementNews, '/settlement'],
      [transactionNews, '/transaction'],
    ] as const) {
      await apiPostAs(demoAccounts.admin, '/admin/push/message', {
        title,
        body: '자세한 내용은 눌러서 확인해 주세요.',
        url,
        target: { type: 'users', userIds: [member.uid] },
      });
    }
    await waitFor(
      'the three messages in the inbox',
      async () => ((await apiGetAs(member, '/push/message')) as { unreadCount: number }).unreadCount === 3,
      15_000,
    );
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function expectLaidOut(page: Page): Promise<void> {
    await page.waitForLoadState('networkidle');
    expect(await layoutProblems(page), new URL(page.url()).pathname).toEqual([]);
  }

  it('at 360 × 780: five tabs that navigate and mark the current one, 알림’s count, the inbox', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'ko-KR' });
    const page = await context.newPage();
    await signInWithPassword(page, member.email, member.password);
    await page.goto(`${BASE_URL}/`);

    const bar = page.getByRole('navigation', { name: '주요 메뉴' });
    await bar.waitFor();
    const tabs = bar.getByRole('link');
    expect(await tabs.getByTestId('tab-label').allInnerTexts()).toEqual([
      '홈',
      '거래',
      '정산',
      '알림',
      '설정',
    ]);
    const current = () => bar.locator('[aria-current="page"]').getByTestId('tab-label').innerText();
    expect(await current()).toBe('홈');
    // The badge: the bell's count, in the tab's name (its digits are decoration).
    const inboxTab = bar.getByRole('link', { name: /^알림/ });
    await expect
      .poll(() => inboxTab.getAttribute('aria-label'), { timeout: 15_000 })
      .toBe('알림, 읽지 않음 3개');
    expect(await bar.getByText('3', { exact: true }).isVisible()).toBe(true);
    // The avatar reads the family name, not the e-mail's first letter.
    expect(await page.getByRole('button', { name: '계정 메뉴' }).innerText()).toBe('김');
    await expectLaidOut(page);

    for (const [label, path] of [
      ['거래', '/transaction'],
      ['정산', '/settlement'],
      ['설정', '/setting/id'],
      ['알림', '/notification'],
    ] as const) {
      await bar.getByRole('link', { name: new RegExp(`^${label}`) }).click();
      await page.waitForURL(`${BASE_URL}${path}`);
      await expect.poll(current).toBe(label);
      await expectLaidOut(page);
      // Nothing hides behind the bar: at the very bottom, the footer ends above the bar's top.
      // Scrolled again until the page stops growing (its lists load after the first paint).
      await expect
        .poll(
          async () => {
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            await page.waitForTimeout(300);
            const footer = await page.locator('footer').boundingBox();
            const barBox = await bar.boundingBox();
            return Boolean(footer && barBox && footer.y + footer.height <= barBox.y + 0.5);
          },
          { message: `${path}: footer above the bar`, timeout: 15_000 },
        )
        .toBe(true);
    }

    // /notification: every message, the unread ones marked.
    await page.getByRole('heading', { name: '알림', level: 1 }).waitFor();
    expect(await page.getByTestId('inbox-unread').innerText()).toBe('읽지 않은 알림 3개');
    const rows = page.getByTestId('inbox-message');
    expect(await rows.count()).toBe(3);
    expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-read')))).toEqual([
      'false',
      'false',
      'false',
    ]);
    await page.evaluate(() => window.scrollTo(0, 0));

    // A tap reads the message and opens its url; the tab's count goes down.
    await rows.filter({ hasText: transactionNews }).click();
    await page.waitForURL(`${BASE_URL}/transaction`);
    await expect
      .poll(() => inboxTab.getAttribute('aria-label'), { timeout: 15_000 })
      .toBe('알림, 읽지 않음 2개');
    await inboxTab.click();
    await page.waitForURL(`${BASE_URL}/notification`);
    await expect
      .poll(() => rows.filter({ hasText: transactionNews }).getAttribute('data-read'), { timeout: 10_000 })
      .toBe('true');
    expect(await page.getByTestId('inbox-unread').innerText()).toBe('읽지 않은 알림 2개');

    // 모두 읽음: nothing unread, the badge gone (the tab is plainly 알림 again).
    await page.getByRole('button', { name: '모두 읽음' }).click();
    await expect.poll(() => inboxTab.getAttribute('aria-label'), { timeout: 15_000 }).toBeNull();
    expect(await bar.getByRole('link', { name: '알림', exact: true }).count()).toBe(1);
    expect(await page.getByTestId('inbox-unread').count()).toBe(0);
    expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-read')))).toEqual([
      'true',
      'true',
      'true',
    ]);
    await expectLaidOut(page);
    await context.close();
  });

  it('at 1440 × 900: no tab bar; the bell’s 전체 보기 opens the inbox', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'ko-KR' });
    const page = await context.newPage();
    await signInWithPassword(page, member.email, member.password);
    await page.goto(`${BASE_URL}/`);
    await page.getByRole('button', { name: /^알림/ }).waitFor();
    await expectLaidOut(page);
    expect(await page.getByRole('navigation', { name: '주요 메뉴' }).count()).toBe(0);

    await page.getByRole('button', { name: /^알림/ }).click();
    await page.getByRole('link', { name: '전체 보기' }).click();
    await page.waitForURL(`${BASE_URL}/notification`);
    await page.getByRole('heading', { name: '알림', level: 1 }).waitFor();
    // The page's own list: the bell's closing popover holds inbox messages of its own for a moment.
    const pageList = page.getByRole('list', { name: '알림 목록' }).getByTestId('inbox-message');
    await expect.poll(() => pageList.count(), { timeout: 15_000 }).toBe(3);
    expect(await page.getByRole('navigation', { name: '주요 메뉴' }).count()).toBe(0);
    await expectLaidOut(page);
    await context.close();
  });
});
