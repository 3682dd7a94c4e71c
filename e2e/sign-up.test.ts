import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { createInviteCode, signInWithPassword } from './support/session.js';

describe('a new person signs up with an invite code and is activated by an operator', () => {
  let browser: Browser;
  const email = `new-${Date.now()}@example.com`;
  const password = 'new-member-1234';

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('cannot open /register before the invite code step', async () => {
    const page = await browser.newPage({ locale: 'ko-KR' });
    await page.goto(`${BASE_URL}/register`);
    await page.waitForURL(/\/two-steps$/);
    await page.close();
  });

  it('refuses an unknown code in Korean, then signs up and waits for approval', async () => {
    const page = await browser.newPage({ locale: 'ko-KR' });
    await page.goto(`${BASE_URL}/two-steps`);
    await page.getByLabel('초대 코드').fill('NOSUCH22');
    await page.getByRole('button', { name: '확인' }).click();
    await page.getByText('유효하지 않은 초대 코드입니다.').waitFor();

    // Typed in lower case: codes are matched without regard to case.
    const code = await createInviteCode(demoAccounts.admin);
    await page.getByLabel('초대 코드').fill(code.toLowerCase());
    await page.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(/\/register$/);

    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('비밀번호', { exact: true }).fill(password);
    await page.getByLabel('비밀번호 확인').fill(password);
    await page.getByLabel('이름').fill('신규가맹');
    await page.getByLabel('휴대폰 번호').fill('01098765432');
    await page.getByLabel('은행').click();
    await page.getByRole('option', { name: '신한은행' }).click();
    await page.getByLabel('계좌번호').fill('110-123-456789');
    await page.getByLabel('[필수] 개인정보 수집·이용 동의').check();
    await page.getByRole('button', { name: '가입하기' }).click();

    await page.getByText('관리자 승인 대기 중입니다').waitFor();
    await page.close();
  });

  it('an operator approves the member in /admin/verification', async () => {
    const context = await browser.newContext({ locale: 'ko-KR' });
    const page = await context.newPage();
    await signInWithPassword(page, demoAccounts.admin.email, demoAccounts.admin.password);
    await page.getByRole('link', { name: '회원 승인' }).click();
    await page.waitForURL(/\/admin\/verification$/);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await row.getByRole('button', { name: '승인' }).click();
    // The answer and the list's refetch go through the functions emulator: on a busy machine
    // that outlasts expect.poll's default second.
    await page.getByText('1명 승인되었습니다.').waitFor();
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(0);
    await context.close();
  });

  it('on the next visit the member sees their dashboard', async () => {
    const context = await browser.newContext({ locale: 'ko-KR' });
    const page = await context.newPage();
    await signInWithPassword(page, email, password);
    await page.getByText('안녕하세요, 신규가맹님').waitFor();
    expect(await page.getByTestId('assets-value').textContent()).toBe('0.00\u00a0P');
    await context.close();
  });

  it('a member who types an /admin address sees no admin data', async () => {
    const context = await browser.newContext({ locale: 'ko-KR' });
    const page = await context.newPage();
    await signInWithPassword(page, demoAccounts.member.email, demoAccounts.member.password);
    await page.getByText(`안녕하세요, ${demoAccounts.member.name}님`).waitFor();
    expect(await page.getByRole('link', { name: '회원 관리' }).count()).toBe(0);
    await page.goto(`${BASE_URL}/admin/user`);
    await page.getByText('페이지를 찾을 수 없습니다').first().waitFor();
    expect(await page.getByText(demoAccounts.admin.email).count()).toBe(0);
    await context.close();
  });
});
