/**
 * The admin lists on the one grid (issue 18 item 1): 초대 코드, 승인 요청, 발송 내역, 공지 관리
 * and 접속 기록 at 1440 × 900 (a data grid) and 360 × 780 (cards with their buttons), each screen
 * without a broken Hangul word or a page wider than the screen. A notice search without a word
 * of 2 characters is the field's error and is never sent.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { layoutProblems } from './support/hangul-layout.js';
import { createInviteCode, signInWithPassword } from './support/session.js';

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 360, height: 780 },
];

async function expectLaidOut(page: Page, screen: string) {
  await page.waitForLoadState('networkidle');
  expect(await layoutProblems(page), screen).toEqual([]);
}

describe('admin lists on the grid', () => {
  let browser: Browser;
  let code: string;

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
    code = await createInviteCode(demoAccounts.admin);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(VIEWPORTS)('at $width px', async (viewport) => {
    const context = await browser.newContext({ viewport, locale: 'ko-KR' });
    const page = await context.newPage();
    const phone = viewport.width < 600;
    await signInWithPassword(page, demoAccounts.admin.email, demoAccounts.admin.password);

    // 초대 코드: the newest code heads the first page, with its buttons on the row (or card).
    await page.goto(`${BASE_URL}/admin/user?tab=invites`);
    const invite = page.getByTestId('invite-row').first();
    await invite.getByText(code).waitFor();
    await invite.getByRole('button', { name: `${code} 복사` }).waitFor();
    await invite.getByRole('button', { name: '삭제' }).waitFor();
    expect(await page.getByRole('grid', { name: '초대 코드 목록' }).count()).toBe(phone ? 0 : 1);
    await expectLaidOut(page, '초대 코드');

    // 승인 요청: the grid (or cards) with its status filter; every status can be listed.
    await page.goto(`${BASE_URL}/admin/approvals`);
    await page.getByRole('heading', { name: '승인 요청', level: 1 }).waitFor();
    await page.getByLabel('상태').click();
    await page.getByRole('option', { name: '전체' }).click();
    await page.getByTestId('approval-card').first().or(page.getByText('해당하는 요청이 없습니다.')).waitFor();
    await expectLaidOut(page, '승인 요청');

    // 발송 내역 under the form.
    await page.goto(`${BASE_URL}/admin/notification`);
    await page.getByRole('heading', { name: '발송 내역' }).waitFor();
    await page
      .getByTestId('push-history-row')
      .first()
      .or(page.getByText('아직 보낸 알림이 없습니다.'))
      .waitFor();
    await expectLaidOut(page, '발송 내역');

    // 공지 관리: a one-letter search is refused beside the box and no request leaves.
    await page.goto(`${BASE_URL}/admin/notice`);
    await page.getByRole('heading', { name: '공지 관리', level: 1 }).waitFor();
    await page
      .getByTestId('admin-notice-row')
      .first()
      .or(page.getByText('아직 작성한 공지사항이 없습니다.'))
      .waitFor();
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/admin/announcements?') && request.url().includes('q=')) {
        searches.push(request.url());
      }
    });
    await page.getByLabel('공지 검색').fill('가');
    await page.getByLabel('공지 검색').press('Enter');
    await page.getByText('2자 이상 입력해 주세요.').waitFor();
    await expectLaidOut(page, '공지 관리');
    expect(searches).toEqual([]);
    await page.getByLabel('공지 검색').fill('공지 없는검색어');
    await page.getByLabel('공지 검색').press('Enter');
    await page.getByText('조건에 맞는 공지사항이 없습니다.').waitFor();
    expect(searches).toHaveLength(1);

    // 접속 기록: this operator's requests are on the first page, each with 상세.
    await page.goto(`${BASE_URL}/admin/audit`);
    await page.getByRole('heading', { name: '접속 기록', level: 1 }).waitFor();
    const entry = page.getByTestId('audit-row').first();
    await entry.getByRole('button', { name: /상세 보기$/ }).click();
    await page.getByRole('dialog', { name: '접속 기록 상세' }).waitFor();
    await page.getByRole('button', { name: '닫기' }).click();
    await expectLaidOut(page, '접속 기록');

    await context.close();
  });
});
