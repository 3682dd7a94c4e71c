import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalMessages } from '../contract/src/approvals.js';
import { convertToKrw, formatKrw } from '../contract/src/money.js';
import { demoAccounts, demoFeeBasisPoints, demoRateHundredths } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { apiApprovedAs, createActiveMember, signInWithPassword } from './support/session.js';

/**
 * Four eyes on money (issue 16): operator A asks to execute a settlement in Chromium; it waits
 * (승인 대기) and A cannot approve it; operator B, in another browser context, approves it on
 * /admin/approvals; the settlement runs once and the member sees the payout.
 */
describe('a settlement execute is requested by one operator and approved by another', () => {
  let browser: Browser;
  let contexts: BrowserContext[];
  let adminA: Page;
  let adminB: Page;
  let memberPage: Page;
  const creditMinor = 2_000; // 20.00

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
    contexts = await Promise.all(
      [0, 1, 2].map(() => browser.newContext({ locale: 'ko-KR', viewport: { width: 1440, height: 900 } })),
    );
    [adminA, adminB, memberPage] = (await Promise.all(contexts.map((c) => c.newPage()))) as [
      Page,
      Page,
      Page,
    ];
    const member = await createActiveMember(demoAccounts.admin, '승인테스트');
    await apiApprovedAs(demoAccounts.admin, demoAccounts.admin2, '/admin/processingRecords', {
      userId: member.uid,
      amount: creditMinor / 100,
      memo: 'e2e 승인 요청',
    });
    await signInWithPassword(adminA, demoAccounts.admin.email, demoAccounts.admin.password);
    await signInWithPassword(adminB, demoAccounts.admin2.email, demoAccounts.admin2.password);
    await signInWithPassword(memberPage, member.email, member.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('operator A prepares and asks to execute: the batch shows 승인 대기 and nothing is paid yet', async () => {
    await adminA.goto(`${BASE_URL}/admin/settlement`);
    await adminA.getByRole('button', { name: '정산 준비' }).click();
    const execute = adminA.getByRole('button', { name: '정산 실행' });
    await execute.waitFor();
    await execute.click();
    const dialog = adminA.getByRole('dialog');
    await dialog.getByLabel('사유').fill('e2e 월말 정산');
    await dialog.getByRole('button', { name: '승인 요청' }).click();
    await adminA.getByText(approvalMessages.requested).waitFor();
    await adminA.getByTestId('settlement-approval-pending').waitFor();
    await adminA.getByTestId('settlement-status').getByText('검토 대기').waitFor();
  });

  it('operator A sees the request on /admin/approvals but is not offered 승인', async () => {
    await adminA.goto(`${BASE_URL}/admin/approvals`);
    const card = adminA.getByTestId('approval-card').filter({ hasText: 'e2e 월말 정산' }).first();
    await card.waitFor();
    await card.getByTestId('own-request-note').waitFor();
    expect(await card.getByRole('button', { name: '승인' }).count()).toBe(0);
    await card.getByRole('button', { name: '철회' }).waitFor();
  });

  it('operator B approves it on /admin/approvals, and the member sees the payout', async () => {
    await adminB.goto(`${BASE_URL}/admin/approvals`);
    const card = adminB.getByTestId('approval-card').filter({ hasText: 'e2e 월말 정산' }).first();
    await card.getByText(demoAccounts.admin.email, { exact: false }).waitFor();
    await card.getByRole('button', { name: '승인', exact: true }).click();
    await adminB
      .getByText(new RegExp(`${approvalMessages.approved}|${approvalMessages.running}`))
      .first()
      .waitFor();

    await adminA.goto(`${BASE_URL}/admin/settlement`);
    await adminA.getByText('정산 완료').first().waitFor({ timeout: 30_000 });
    const { net } = convertToKrw(creditMinor, demoRateHundredths, demoFeeBasisPoints);
    await memberPage.goto(`${BASE_URL}/settlement`);
    await memberPage.getByText(formatKrw(net)).first().waitFor({ timeout: 30_000 });
  });
});
