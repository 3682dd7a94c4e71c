import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { apiPatchAs, createActiveMember, signInWithPassword } from './support/session.js';

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 780 };

/** How far the page itself scrolls sideways (0 when everything fits the window). */
function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Announcements and push messages (issue 6): an operator publishes a pinned notice and a newer
 * plain one on /admin/notice; a member (on a 360 px phone) finds the pinned one first on /notice
 * and on the home's 최근 공지. The operator then sends the member a message on
 * /admin/notification, sees it in the history with one recipient, and the member opens it
 * from the home's 읽지 않은 알림.
 */
describe('an operator publishes a pinned notice and messages a member', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let member: BrowserContext;
  let adminPage: Page;
  let memberPage: Page;
  let account: { email: string; password: string };
  const run = Date.now();
  const pinnedTitle = `e2e 고정 공지 ${run}`;
  const newerTitle = `e2e 새 공지 ${run}`;
  const messageTitle = `e2e 알림 ${run}`;

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
    admin = await browser.newContext({ locale: 'ko-KR', viewport: WIDE });
    member = await browser.newContext({ locale: 'ko-KR', viewport: PHONE, isMobile: true, hasTouch: true });
    adminPage = await admin.newPage();
    memberPage = await member.newPage();
    // A member of its own, so the unread count starts at zero whatever ran before.
    account = await createActiveMember(demoAccounts.admin, '공지테스트');
    // Activation leaves a system notice; read it so this journey's message is the only unread one.
    await apiPatchAs(account, '/push/message/readAll');
    await signInWithPassword(adminPage, demoAccounts.admin.email, demoAccounts.admin.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  /**
   * GET answers stay fresh for 5 s, also across a reload (spec §7): what another browser has
   * just changed shows once the member's copy is older than that. Reload until it does.
   */
  async function reloadUntil(page: Page, locator: Locator, timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        await locator.waitFor({ timeout: 3_000 });
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await page.reload();
      }
    }
  }

  async function writeNotice(title: string, pinned: boolean) {
    await adminPage.getByRole('button', { name: '공지 작성' }).click();
    const dialog = adminPage.getByRole('dialog', { name: '공지 작성' });
    await dialog.getByLabel('제목').fill(title);
    await dialog.getByLabel('내용').fill(`${title}의 내용입니다.`);
    if (pinned) await dialog.getByLabel('상단 고정').check();
    expect(await dialog.getByLabel('게시').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: '등록' }).click();
    await dialog.waitFor({ state: 'detached' });
    await adminPage.getByTestId('admin-notice-row').filter({ hasText: title }).waitFor();
  }

  it('the operator publishes a pinned notice, then a newer one that is not pinned', async () => {
    await adminPage.goto(`${BASE_URL}/admin/notice`);
    await writeNotice(pinnedTitle, true);
    await writeNotice(newerTitle, false);
    const pinnedRow = adminPage.getByTestId('admin-notice-row').filter({ hasText: pinnedTitle });
    await pinnedRow.getByText('📌 고정').waitFor();
  });

  it('the member sees the pinned notice first on /notice, before the newer one', async () => {
    // Signed in only now, so the home they land on is loaded after both notices exist.
    await signInWithPassword(memberPage, account.email, account.password);
    await memberPage.goto(`${BASE_URL}/notice`);
    const rows = memberPage.getByTestId('notice-row');
    await rows.filter({ hasText: newerTitle }).waitFor();
    const titles = await rows.allInnerTexts();
    const pinnedAt = titles.findIndex((text) => text.includes(pinnedTitle));
    const newerAt = titles.findIndex((text) => text.includes(newerTitle));
    expect(pinnedAt).toBe(0);
    expect(newerAt).toBeGreaterThan(pinnedAt);
    await rows.first().getByText('📌 고정').waitFor();
    expect(await sidewaysOverflow(memberPage)).toBeLessThanOrEqual(0);
  });

  it('the member’s home lists it first under 최근 공지, and it opens the notice', async () => {
    await memberPage.goto(`${BASE_URL}/`);
    const latest = memberPage.getByRole('region', { name: '최근 공지' });
    const first = latest.getByTestId('home-notice-row').first();
    await first.getByText(pinnedTitle).waitFor();
    await latest.getByTestId('home-notice-row').filter({ hasText: newerTitle }).waitFor();
    await memberPage
      .getByRole('region', { name: '읽지 않은 알림' })
      .getByText('새 알림이 없습니다.')
      .waitFor();
    expect(await sidewaysOverflow(memberPage)).toBeLessThanOrEqual(0);
    await first.click();
    await memberPage.waitForURL(/\/notice\/[^/]+$/);
    await memberPage.getByRole('heading', { name: pinnedTitle }).waitFor();
  });

  it('the operator sends the member a message on /admin/notification and sees 1 recipient in the history', async () => {
    await adminPage.goto(`${BASE_URL}/admin/notification`);
    // By role: the history grid's column menu buttons are named '제목 열 메뉴', '내용 열 메뉴'.
    await adminPage.getByRole('textbox', { name: '제목' }).fill(messageTitle);
    await adminPage.getByRole('textbox', { name: '내용' }).fill('공지사항을 확인해 주세요.');
    await adminPage.getByLabel('링크 URL').fill('/notice');
    await adminPage.getByRole('radio', { name: '선택한 회원' }).check();
    await adminPage.getByLabel('받는 회원').fill(account.email);
    await adminPage.getByRole('option', { name: new RegExp(account.email.replace(/[.]/g, '\\.')) }).click();
    await adminPage.keyboard.press('Escape');
    await adminPage.getByRole('button', { name: '보내기' }).click();

    const confirm = adminPage.getByRole('dialog', { name: '알림 보내기' });
    await confirm.getByText('1명에게').waitFor();
    await confirm.getByRole('button', { name: '보내기' }).click();
    await adminPage.getByText('1명에게 알림을 보냈습니다.').waitFor();
    await confirm.waitFor({ state: 'detached' });

    const row = adminPage.getByTestId('push-history-row').filter({ hasText: messageTitle });
    await row.waitFor();
    expect(await row.getByTestId('push-recipients').innerText()).toBe('1명');
    await row.getByText(demoAccounts.admin.email).waitFor();
    // The form is empty again for the next message.
    expect(await adminPage.getByRole('textbox', { name: '제목' }).inputValue()).toBe('');

    // The same screen on a phone: cards, no sideways page scroll.
    await adminPage.setViewportSize(PHONE);
    await adminPage.getByTestId('push-history-row').filter({ hasText: messageTitle }).waitFor();
    expect(await sidewaysOverflow(adminPage)).toBeLessThanOrEqual(0);
    await adminPage.setViewportSize(WIDE);
  });

  it('the member finds it under 읽지 않은 알림; opening it marks it read and follows its link', async () => {
    await memberPage.goto(`${BASE_URL}/`);
    const unread = memberPage.getByRole('region', { name: '읽지 않은 알림' });
    await reloadUntil(memberPage, unread.getByTestId('home-unread-row').filter({ hasText: messageTitle }));
    expect(await unread.getByTestId('unread-count').innerText()).toBe('1개');
    await unread.getByTestId('home-unread-row').filter({ hasText: messageTitle }).click();
    await memberPage.waitForURL(/\/notice$/);

    await memberPage.goto(`${BASE_URL}/`);
    await reloadUntil(
      memberPage,
      memberPage.getByRole('region', { name: '읽지 않은 알림' }).getByText('새 알림이 없습니다.'),
    );
  });
});
