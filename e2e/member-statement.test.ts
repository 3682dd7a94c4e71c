/**
 * Issue 17: a settlement opens as its statement (정산 명세서). The member taps a row of 정산 내역,
 * sees the numbers the API stored at settlement time, prints it — on A4 only the statement, black
 * on white even in the dark theme, one sheet — and downloads it as a PDF. At 360 × 780 (dark
 * theme) and 1440 × 900 (light), locale ko-KR, with no Hangul word broken and no overflow.
 */
import { readFile } from 'node:fs/promises';
import type { SettlementStatement } from '@settle/contract/settlement-statement';
import { PDFDocument } from 'pdf-lib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatKrw } from '../contract/src/money.js';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { layoutProblems } from './support/hangul-layout.js';
import {
  apiApprovedAs,
  apiGetAs,
  apiPostAs,
  createActiveMember,
  signInWithPassword,
} from './support/session.js';

/** A4 is 210 mm wide; less the print styles' 15 mm margins: the statement's width on paper. */
const A4_CONTENT_WIDTH = Math.floor(((210 - 2 * 15) / 25.4) * 96);

const VIEWPORTS = [
  { width: 360, height: 780, scheme: 'dark' },
  { width: 1440, height: 900, scheme: 'light' },
] as const;

type Member = Awaited<ReturnType<typeof createActiveMember>>;

/** The member's settlement entries, newest first, once execute (a task queue) has paid them. */
async function settledEntries(member: Member): Promise<{ id: string }[]> {
  const page = (await apiGetAs(member, '/processingRecords?type=settlement')) as { items: { id: string }[] };
  return page.items;
}

/** What the print view leaves wrong: visible chrome, overflow past the sheet, ink that is not black. */
async function printProblems(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const problems: string[] = [];
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
    };
    const chrome = 'header, nav, footer, button, a, .MuiDrawer-root, .MuiFab-root';
    for (const el of Array.from(document.querySelectorAll(chrome))) {
      if (visible(el))
        problems.push(
          `printed: <${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 20)}"`,
        );
    }
    if (document.documentElement.scrollWidth > width)
      problems.push(`page ${document.documentElement.scrollWidth}px wide`);
    for (const el of Array.from(document.querySelectorAll('body *'))) {
      if (!visible(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.right > width + 0.5)
        problems.push(`past the sheet: <${el.tagName.toLowerCase()}> to ${Math.round(box.right)}px`);
      const ownText = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && (n.textContent ?? '').trim(),
      );
      const color = getComputedStyle(el).color;
      if (ownText && color !== 'rgb(0, 0, 0)')
        problems.push(`ink ${color}: "${(el.textContent ?? '').trim().slice(0, 20)}"`);
    }
    const paper = getComputedStyle(document.body).backgroundColor;
    if (paper !== 'rgb(255, 255, 255)') problems.push(`paper ${paper}`);
    return problems;
  }, A4_CONTENT_WIDTH);
}

describe('a settlement opens as a statement that prints on A4 and downloads as a PDF', () => {
  let browser: Browser;
  let member: Member;
  let statement: SettlementStatement;

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
    // A member of its own with one settlement, paid through the real four-eyes API.
    member = await createActiveMember(demoAccounts.admin, '명세서회원');
    const credit = await apiApprovedAs(demoAccounts.admin, demoAccounts.admin2, '/admin/processingRecords', {
      userId: member.uid,
      amount: '12.34',
      memo: 'e2e 명세서',
    });
    expect(credit.status).toBe(201);
    const batch = (await apiPostAs(
      demoAccounts.admin,
      '/admin/processingRecords/settlementAll/prepare',
      {},
    )) as {
      id: string;
    };
    const executed = await apiApprovedAs(
      demoAccounts.admin,
      demoAccounts.admin2,
      '/admin/processingRecords/settlementAll/execute',
      { batchId: batch.id },
    );
    expect(executed.status).toBe(202);
    await waitFor('the member settled', async () => (await settledEntries(member)).length > 0, 30_000);
    const [entry] = await settledEntries(member);
    statement = (await apiGetAs(member, `/settlements/${entry?.id ?? ''}`)) as SettlementStatement;
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
  });

  it.each(VIEWPORTS)(
    'at $width px ($scheme): list → statement → print → PDF',
    async ({ width, height, scheme }) => {
      const context = await browser.newContext({
        viewport: { width, height },
        locale: 'ko-KR',
        acceptDownloads: true,
      });
      await context.addInitScript((mode) => localStorage.setItem('mui-mode', mode), scheme);
      const page = await context.newPage();
      await signInWithPassword(page, member.email, member.password);

      await page.goto(`${BASE_URL}/settlement`);
      await page.getByTestId('settlement-row').first().waitFor();
      expect(await layoutProblems(page)).toEqual([]);
      await page
        .getByRole('link', { name: /명세서 보기/ })
        .first()
        .click();
      await page.waitForURL(`${BASE_URL}/settlement/${encodeURIComponent(statement.id)}`);
      const shown = page.getByTestId('statement');
      await shown.waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        scheme === 'dark',
      );

      // The numbers are the API's stored ones, as the app writes money.
      expect(statement).toMatchObject({ amount: 12.34, memberName: '명세서회원', reversed: false });
      const rows = await shown.getByTestId('statement-row').allInnerTexts();
      const lines = rows.map((row) => row.replace(/\s*\n\s*/g, ': '));
      expect(lines).toEqual([
        expect.stringMatching(/^정산 일시: \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/),
        expect.stringMatching(/^정산 자산: 12\.34( \S+)?$/),
        `적용 환율: ${statement.rate.toLocaleString('ko-KR', { minimumFractionDigits: 2 })}원`,
        `수수료율: ${statement.feeRate}%`,
        `총 정산 금액: ${formatKrw(statement.gross)}`,
        `수수료: ${formatKrw(statement.fee)}`,
        `실 지급액: ${formatKrw(statement.net)}`,
        '입금 계좌: 신한은행 ****3444',
        `정산 번호: ${statement.batchId}`,
      ]);
      expect(await page.getByTestId('statement-net').innerText()).toBe(formatKrw(statement.net));
      await shown.getByText('본 명세서는 정산 시점의 환율과 수수료율로 계산되었습니다.').waitFor();
      expect(await layoutProblems(page)).toEqual([]);

      // Printed: the sheet's width, only the statement, black on white.
      await page.emulateMedia({ media: 'print' });
      await page.setViewportSize({ width: A4_CONTENT_WIDTH, height: 1000 });
      expect(await printProblems(page)).toEqual([]);
      expect(await layoutProblems(page)).toEqual([]);
      const printed = await PDFDocument.load(await page.pdf({ preferCSSPageSize: true }));
      expect(printed.getPageCount(), 'the statement fits one A4 sheet').toBe(1);
      const sheet = printed.getPage(0).getSize();
      expect([Math.round(sheet.width), Math.round(sheet.height)]).toEqual([595, 842]);
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize({ width, height });

      // PDF 다운로드: the server's PDF under its Korean name.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'PDF 다운로드' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^정산명세서_\d{4}-\d{2}-\d{2}\.pdf$/);
      const bytes = await readFile(await download.path());
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await context.close();
    },
  );
});
