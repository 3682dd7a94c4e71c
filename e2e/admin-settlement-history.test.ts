/**
 * 정산 내역 (issue 18 item 5): the operator opens the history from 정산 관리, sees the past
 * batches with their totals (the seed settles its settled members through prepare and execute),
 * filters it, opens one and sees its lines with their totals row, filters them by status and
 * downloads their CSV from the grid's toolbar; 최근 정산 on the dashboard opens its batches in
 * 정산 내역; at 1440 × 900 and 360 × 780, each screen without a broken Hangul word or a page
 * wider than the screen.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettlementBatch } from '../contract/src/settlement.js';
import type { SettlementLinePage } from '../contract/src/admin-lists.js';
import type { Page as ListPage } from '../contract/src/paging.js';
import { formatKrw } from '../contract/src/money.js';
import { demoAccounts, demoSettledMembers } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { layoutProblems } from './support/hangul-layout.js';
import { apiGetAs, signInWithPassword } from './support/session.js';

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 360, height: 780 },
];
const BATCHES = '/admin/processingRecords/settlementAll/batches';

async function expectLaidOut(page: Page, screen: string) {
  await page.waitForLoadState('networkidle');
  expect(await layoutProblems(page), screen).toEqual([]);
}

describe('정산 내역: past batches with their totals, each opened with its lines', () => {
  let browser: Browser;
  /** The batch the seed completed, as the API answers it, and its lines. */
  let seeded: SettlementBatch;
  let lines: SettlementLinePage;

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
    const completed = (await apiGetAs(
      demoAccounts.admin,
      `${BATCHES}?status=completed&pageSize=100`,
    )) as ListPage<SettlementBatch>;
    for (const batch of completed.items) {
      const page = (await apiGetAs(
        demoAccounts.admin,
        `/admin/processingRecords/settlementAll/lines?batchId=${batch.id}&pageSize=100`,
      )) as SettlementLinePage;
      if (page.items.some((l) => l.userId === demoSettledMembers[0].uid)) {
        seeded = batch;
        lines = page;
      }
    }
    expect(seeded, 'the seed settles its settled members in a completed batch').toBeDefined();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(VIEWPORTS)('at $width px', async (viewport) => {
    const context = await browser.newContext({ viewport, locale: 'ko-KR' });
    const page = await context.newPage();
    await signInWithPassword(page, demoAccounts.admin.email, demoAccounts.admin.password);

    await page.goto(`${BASE_URL}/admin/settlement`);
    await page.getByRole('link', { name: '정산 내역' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/settlement/history');
    await page.getByRole('heading', { name: '정산 내역', level: 1 }).waitFor();

    // The seeded batch's row: its status, who was paid, and the won paid.
    const open = page.locator(`a[href="/admin/settlement/history/${seeded.id}"]`);
    const row = page.getByTestId('settlement-batch').filter({ has: open });
    await row.waitFor();
    const rowText = await row.innerText();
    expect(rowText).toContain('정산 완료');
    expect(rowText).toContain(formatKrw(seeded.progress.settledNet));
    expect(seeded.progress.settledFee, 'the fee the seeded batch earned').not.toBeNull();
    expect(rowText).toContain(formatKrw(seeded.progress.settledFee as number));
    expect(rowText).toContain(`${seeded.progress.settled}명`);
    expect(seeded.progress).toMatchObject({ settled: demoSettledMembers.length, failed: 0, pending: 0 });
    await expectLaidOut(page, `정산 내역 at ${viewport.width}`);

    // Only completed batches once the status says so.
    await page.getByRole('combobox', { name: '상태' }).click();
    await page.getByRole('option', { name: '정산 완료' }).click();
    await expect
      .poll(async () => {
        const statuses = await page
          .getByTestId('settlement-batch')
          .getByTestId('settlement-status')
          .allInnerTexts();
        return statuses.length > 0 && statuses.every((s) => s === '정산 완료');
      })
      .toBe(true);
    await expectLaidOut(page, `정산 내역 (정산 완료) at ${viewport.width}`);

    await open.click();
    await page.waitForURL((url) => url.pathname === `/admin/settlement/history/${seeded.id}`);
    await page.getByRole('heading', { name: '정산 명세', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByTestId('total-net').innerText())
      .toContain(formatKrw(seeded.totals.net));
    // Its lines: every settled member, and the totals row of all of them.
    for (const member of demoSettledMembers) {
      await page.getByTestId('settlement-line').filter({ hasText: member.name }).waitFor();
    }
    expect(await page.getByTestId('settlement-line').count()).toBe(lines.items.length);
    const totals = page.getByTestId('settlement-lines-totals');
    const totalsText = await totals.innerText();
    expect(lines.totals).not.toBeNull();
    expect(totalsText).toContain(`합계 ${lines.totals?.count}명`);
    expect(totalsText).toContain(formatKrw(lines.items.reduce((sum, l) => sum + l.net, 0)));
    await expectLaidOut(page, `정산 명세 at ${viewport.width}`);

    // The lines' status filter: no failed line in the seeded batch, so no rows and no totals row.
    await page.getByRole('combobox', { name: '상태' }).click();
    await page.getByRole('option', { name: '실패', exact: true }).click();
    await page.getByText('이 상태의 회원이 없습니다.').waitFor();
    expect(await page.getByTestId('settlement-line').count()).toBe(0);
    expect(await totals.count()).toBe(0);
    await expectLaidOut(page, `정산 명세 (실패) at ${viewport.width}`);
    await page.getByRole('combobox', { name: '상태' }).click();
    await page.getByRole('option', { name: '완료', exact: true }).click();
    await expect.poll(() => page.getByTestId('settlement-line').count()).toBe(lines.items.length);
    await expect.poll(() => totals.innerText()).toContain(`합계 ${lines.totals?.count}명`);

    // The CSV for the bank from the grid's toolbar, with its 다운로드 사유.
    await page.getByRole('button', { name: '다운로드', exact: true }).click();
    await page.getByRole('menuitem', { name: 'CSV 다운로드' }).click();
    const dialog = page.getByRole('dialog', { name: '정산 명세 다운로드' });
    await dialog.getByText("상태가 '완료'인 회원별 명세").waitFor();
    await dialog.getByLabel('다운로드 사유').fill('e2e 지급 대사 확인');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: '다운로드' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile((await download.path()) as string, 'utf8');
    for (const member of demoSettledMembers) expect(csv).toContain(member.name);
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('파일을 내려받았습니다.').first().waitFor();

    await page.getByRole('link', { name: '정산 내역' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/settlement/history');

    // 최근 정산 on the dashboard opens a batch (the newest completed ones) in 정산 내역.
    await page.goto(`${BASE_URL}/admin`);
    const recent = page.getByTestId('recent-settlement').first();
    await recent.waitFor();
    await expectLaidOut(page, `대시보드 at ${viewport.width}`);
    const href = await recent.getAttribute('href');
    expect(href).toMatch(/^\/admin\/settlement\/history\/[^/]+$/);
    await recent.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('heading', { name: '정산 명세', level: 1 }).waitFor();
    await context.close();
  });
});
