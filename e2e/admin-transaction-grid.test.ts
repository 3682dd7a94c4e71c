/**
 * The transaction lists on the admin grid (issue 18): an operator narrows 처리 대기 to one member
 * with the typeahead, sees the totals row of the whole filtered list, sorts by 금액 (wide
 * screens), processes one from its row, and finds it in 처리 내역 and 처리 완료 거래 with their
 * totals; at 1440 × 900 and 360 × 780, each screen without a broken Hangul word or a page wider
 * than the screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatAssets } from '../contract/src/money.js';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { layoutProblems } from './support/hangul-layout.js';
import { apiPostAs, createActiveMember, signInWithPassword } from './support/session.js';

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 360, height: 780 },
];
/** Hundredths: 1.50, 20.00 and 300.25. */
const [FIRST, SECOND, THIRD] = [150, 2_000, 30_025] as const;
const AMOUNTS = [FIRST, SECOND, THIRD];

async function expectLaidOut(page: Page, screen: string) {
  await page.waitForLoadState('networkidle');
  expect(await layoutProblems(page), screen).toEqual([]);
}

/** The lists answer through the functions emulator, slower than expect.poll's 1 s default under load. */
const POLL = { timeout: 15_000 };

async function pickMember(page: Page, email: string) {
  const picker = page.getByRole('combobox', { name: '회원 선택' });
  await picker.fill(email);
  // This picker's own list: another tab's picker keeps its (closing) list in the page.
  await expect.poll(() => picker.getAttribute('aria-controls'), POLL).toBeTruthy();
  const list = page.locator(`[id="${await picker.getAttribute('aria-controls')}"]`);
  await list.getByRole('option').filter({ hasText: email }).click();
}

describe('transaction lists on the admin grid, with their totals', () => {
  let browser: Browser;

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(VIEWPORTS)(
    'at $width px',
    async (viewport) => {
      const wide = viewport.width >= 600;
      // A member of its own per run and width: three pending payments and nothing else.
      const member = await createActiveMember(demoAccounts.admin, `그리드${viewport.width}`);
      const memo = `e2e 그리드 ${viewport.width} ${Date.now()}`;
      for (const [i, amountMinor] of AMOUNTS.entries()) {
        await apiPostAs(demoAccounts.admin, '/admin/transactions', {
          userId: member.uid,
          amount: amountMinor / 100,
          memo: `${memo} #${i + 1}`,
        });
      }

      const context = await browser.newContext({ viewport, locale: 'ko-KR' });
      const page = await context.newPage();
      await signInWithPassword(page, demoAccounts.admin.email, demoAccounts.admin.password);

      await page.goto(`${BASE_URL}/admin/transaction`);
      await pickMember(page, member.email);
      const rows = page.getByTestId('transaction-row');
      await expect.poll(() => rows.filter({ hasText: memo }).count(), POLL).toBe(3);
      // The totals row: every pending one of the member, not the page's.
      const totals = page.getByTestId('list-totals');
      await expect.poll(() => totals.innerText(), POLL).toContain('합계 3건');
      expect(await totals.innerText()).toContain(formatAssets(FIRST + SECOND + THIRD));
      await expectLaidOut(page, `처리 대기 at ${viewport.width}`);

      if (wide) {
        // Sorted by the API: 금액 descending, then ascending.
        const amountHeader = page.getByRole('columnheader', { name: '금액' });
        await amountHeader.click();
        await expect
          .poll(async () => (await rows.first().innerText()).includes(`${memo} #3`), POLL)
          .toBe(true);
        await amountHeader.click();
        await expect
          .poll(async () => (await rows.first().innerText()).includes(`${memo} #1`), POLL)
          .toBe(true);
      }

      // Process the 300.25 one from its row (its button stays on the card on a phone).
      const third = rows.filter({ hasText: `${memo} #3` });
      await third.getByRole('button', { name: '처리' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '처리' }).click();
      await third.waitFor({ state: 'detached' });
      await expect.poll(() => totals.innerText(), POLL).toContain('합계 2건');
      expect(await totals.innerText()).toContain(formatAssets(FIRST + SECOND));

      // 처리 내역: the credit, with the signed sum of the member's ledger.
      await page.getByRole('tab', { name: '처리 내역' }).click();
      // The router switches tabs in a transition: until the panel follows, the 처리 대기 panel and
      // its picker (with the member chosen) are still the ones on screen.
      await expect
        .poll(() => page.getByRole('tabpanel').getAttribute('aria-labelledby'), POLL)
        .toBe('transaction-tab-records');
      await pickMember(page, member.email);
      const records = page.getByTestId('record-row');
      await expect.poll(() => records.count(), POLL).toBe(1);
      expect(await records.first().innerText()).toContain(`+${formatAssets(THIRD)}`);
      await expect.poll(() => page.getByTestId('list-totals').innerText(), POLL).toContain('합계 1건');
      expect(await page.getByTestId('list-totals').innerText()).toContain(`+${formatAssets(THIRD)}`);
      await expectLaidOut(page, `처리 내역 at ${viewport.width}`);

      // 처리 완료 거래: the processed one.
      await page.goto(`${BASE_URL}/admin/successtrans`);
      await pickMember(page, member.email);
      await expect.poll(() => rows.filter({ hasText: memo }).count(), POLL).toBe(1);
      await expect.poll(() => page.getByTestId('list-totals').innerText(), POLL).toContain('합계 1건');
      expect(await page.getByTestId('list-totals').innerText()).toContain(formatAssets(THIRD));
      await expectLaidOut(page, `처리 완료 거래 at ${viewport.width}`);

      await context.close();
    },
    120_000,
  );
});
