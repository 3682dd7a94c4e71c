import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { createInviteCode, signInWithPassword } from './support/session.js';

/**
 * Issue 16: an operator finds a new sign-up on /admin/verification (회원 승인) by phone, rejects
 * it with a reason, and the person reads that reason on their waiting screen.
 */
describe('an operator rejects a sign-up with a reason the person then reads', () => {
  let browser: Browser;
  const stamp = Date.now();
  const email = `rejected-${stamp}@example.com`;
  const password = 'rejected-1234';
  // A phone no other journey uses, searched for without hyphens.
  const digits = String(stamp).slice(-8);
  const phone = `010-${digits.slice(0, 4)}-${digits.slice(4)}`;
  const reason = '계좌 명의가 가입자 이름과 다릅니다. 본인 명의 계좌로 다시 신청해 주세요.';

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
    const code = await createInviteCode(demoAccounts.admin);
    const response = await fetch(`${BASE_URL}/api/users/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email,
        password,
        name: '반려대상',
        phone,
        bank: '신한은행',
        account: '110-987-654321',
        consent: true,
        inviteCode: code,
      }),
    });
    if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the operator finds the sign-up by phone and rejects it with a reason', async () => {
    const context = await browser.newContext({ locale: 'ko-KR' });
    const page = await context.newPage();
    await signInWithPassword(page, demoAccounts.admin.email, demoAccounts.admin.password);
    await page.getByRole('link', { name: '회원 승인' }).click();
    await page.waitForURL(/\/admin\/verification$/);
    // The page is headed by the menu's own words.
    await page.getByRole('heading', { level: 1, name: '회원 승인', exact: true }).waitFor();

    await page.getByRole('searchbox', { name: '이름, 이메일, 휴대폰 번호 검색' }).fill(`010${digits}`);
    const rows = page.getByTestId('pending-user-row');
    const row = rows.filter({ hasText: email });
    await row.waitFor();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);

    await row.getByRole('button', { name: '반려' }).click();
    const dialog = page.getByRole('dialog', { name: '가입 반려' });
    // An empty reason is refused in Korean before anything is sent.
    await dialog.getByRole('button', { name: '반려' }).click();
    await dialog.getByText('반려 사유를 입력해 주세요.').waitFor();
    await dialog.getByLabel('반려 사유').fill(reason);
    await dialog.getByRole('button', { name: '반려' }).click();
    await page.getByText('반려대상님의 가입 신청을 반려했습니다.').waitFor();
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);

    // Listed under 반려 with its reason, still open to approval.
    await page.getByRole('combobox', { name: '상태' }).click();
    await page.getByRole('option', { name: '반려' }).click();
    const rejectedRow = page.getByTestId('pending-user-row').filter({ hasText: email });
    await rejectedRow.getByText(reason).waitFor();
    expect(await rejectedRow.getByRole('button', { name: '승인' }).count()).toBe(1);
    await context.close();
  });

  it('the person signs in and reads the reason on their waiting screen', async () => {
    const context = await browser.newContext({ locale: 'ko-KR' });
    const page = await context.newPage();
    await signInWithPassword(page, email, password);
    const screen = page.getByTestId('account-status-rejected');
    await screen.getByText('가입 신청이 반려되었습니다.').waitFor();
    await screen.getByText(`사유: ${reason}`).waitFor();
    await screen.getByText(/운영자에게 문의해 주세요/).waitFor();
    await context.close();
  });
});
