import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalMessages } from '../contract/src/approvals.js';
import { convertToKrw, formatAssets, formatKrw } from '../contract/src/money.js';
import { demoAccounts, demoFeeBasisPoints, demoRateHundredths } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { apiGetAs, apiPostAs, createActiveMember, signInWithPassword } from './support/session.js';

/**
 * The money journey (issue 4): a member registers a payment, an operator processes it, the
 * member sees the credit; the operator prepares and executes a settlement (run by the
 * settlementWorker task queue on the Functions emulator), and the member sees it paid.
 */
describe('a payment is credited and settled', () => {
  let browser: Browser;
  let member: BrowserContext;
  let admin: BrowserContext;
  let memberPage: Page;
  let adminPage: Page;
  const memo = `e2e 입금 ${Date.now()}`;
  const creditMinor = 1_234; // 12.34
  // A member of its own, starting from zero, so reruns and other journeys do not matter.
  const balanceMinor = creditMinor;

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
    member = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1440, height: 900 } });
    admin = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1440, height: 900 } });
    memberPage = await member.newPage();
    adminPage = await admin.newPage();
    const account = await createActiveMember(demoAccounts.admin, '정산테스트');
    await signInWithPassword(memberPage, account.email, account.password);
    await signInWithPassword(adminPage, demoAccounts.admin.email, demoAccounts.admin.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the member registers a transaction and sees the KRW estimate and the pending row', async () => {
    await memberPage.goto(`${BASE_URL}/transaction`);
    await memberPage.getByLabel('금액').fill('12.34');
    // floor(12.34 × 1,385.50) = 17,097원
    await memberPage
      .getByText(formatKrw(convertToKrw(creditMinor, demoRateHundredths).gross))
      .first()
      .waitFor();
    await memberPage.getByLabel('메모').fill(memo);
    await memberPage.getByRole('button', { name: '거래 등록' }).click();
    // The confirm step (issue 17): only 등록하기 sends; it ends on the receipt.
    await memberPage.getByRole('dialog').getByRole('button', { name: '등록하기' }).click();
    await memberPage.getByRole('heading', { name: '접수 완료' }).waitFor();
    await memberPage.getByText(memo).first().waitFor();
    await memberPage.getByText('처리 대기').first().waitFor();
  });

  it('the operator processes it on /admin/transaction', async () => {
    await adminPage.goto(`${BASE_URL}/admin/transaction`);
    const row = adminPage.getByRole('row').filter({ hasText: memo });
    await row.waitFor();
    await row.getByRole('button', { name: '처리' }).click();
    const credit = adminPage.getByRole('dialog').getByRole('button', { name: '처리' });
    // Crediting is not a destructive action: the confirm button is the primary colour, not red.
    expect(await credit.getAttribute('class')).toContain('MuiButton-colorPrimary');
    await credit.click();
    await row.waitFor({ state: 'detached' });
  });

  it('the member sees the credit on /property', async () => {
    await memberPage.goto(`${BASE_URL}/property`);
    await memberPage.getByText(formatAssets(balanceMinor)).first().waitFor();
    await memberPage.getByText(memo).first().waitFor();
  });

  it('the operator prepares and asks to execute a settlement; once a second operator approves, the member sees it on /settlement', async () => {
    await adminPage.goto(`${BASE_URL}/admin/settlement`);
    await adminPage.getByRole('button', { name: '정산 준비' }).click();
    const execute = adminPage.getByRole('button', { name: '정산 실행' });
    await execute.waitFor();
    await execute.click();
    const dialog = adminPage.getByRole('dialog');
    await dialog.getByLabel('사유').fill('e2e 정산');
    await dialog.getByRole('button', { name: '승인 요청' }).click();
    await adminPage.getByText(approvalMessages.requested).waitFor();
    await adminPage.getByTestId('settlement-approval-pending').waitFor();
    // Four eyes: the second demo operator approves it (on screen in approvals.test.ts).
    const { batch } = (await apiGetAs(demoAccounts.admin2, '/admin/processingRecords/settlementAll')) as {
      batch: { id: string };
    };
    const pending = (await apiGetAs(demoAccounts.admin2, '/admin/approvals?status=pending&pageSize=100')) as {
      items: { id: string; operation: { kind: string; batchId?: string } }[];
    };
    const request = pending.items.find(
      (a) => a.operation.kind === 'settlement.execute' && a.operation.batchId === batch.id,
    );
    expect(request, 'the execute request').toBeDefined();
    await apiPostAs(demoAccounts.admin2, `/admin/approvals/${request?.id ?? ''}/approve`, {});
    await adminPage.reload();
    await adminPage.getByText('정산 완료').first().waitFor({ timeout: 30_000 });

    const { net } = convertToKrw(balanceMinor, demoRateHundredths, demoFeeBasisPoints);
    await memberPage.goto(`${BASE_URL}/settlement`);
    await memberPage.getByText(formatKrw(net)).first().waitFor();
    await memberPage.goto(`${BASE_URL}/`);
    await memberPage.getByText(formatKrw(net)).first().waitFor();
    expect(net).toBeGreaterThan(0);
  });
});
