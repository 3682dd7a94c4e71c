/**
 * Issue 17, "Done means": a new member signs up on a 360 px phone and on a desktop (locale
 * ko-KR). The consent is marked [필수] and its full text opens; the password can be shown; the
 * 휴대폰 번호 is hyphenated as typed; letters in the account number are answered under the field,
 * in plain Korean without the label, and the answer goes the moment the number is fixed, with no
 * submit. Every screen on the way lays Korean out as Korean (e2e/support/hangul-layout.ts).
 */
import { privacyConsent } from '@settle/contract/privacy-consent';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { layoutProblems } from './support/hangul-layout.js';
import { createInviteCode } from './support/session.js';

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1440, height: 900 },
];

const ACCOUNT_CHARACTERS = '계좌번호는 숫자와 하이픈만 입력해 주세요.';
const ACCOUNT_HINT = '숫자와 하이픈(-)만 입력할 수 있습니다.';

describe('a new member signs up on a phone and on a desktop', () => {
  let browser: Browser;

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(VIEWPORTS)('at $width px', async (viewport) => {
    const context = await browser.newContext({ viewport, locale: 'ko-KR' });
    const page = await context.newPage();
    const found: string[] = [];
    const check = async (screen: string) => {
      for (const problem of await layoutProblems(page)) found.push(`${screen}: ${problem}`);
    };

    await page.goto(`${BASE_URL}/two-steps`);
    await page.getByLabel('초대 코드').waitFor();
    await check('/two-steps');
    await page.getByLabel('초대 코드').fill(await createInviteCode(demoAccounts.admin));
    await page.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(/\/register$/);
    await page.getByRole('button', { name: '가입하기' }).waitFor();
    await check('/register');

    // [필수] consent, and its full text: items, purpose, retention, the right to refuse.
    const consent = page.getByRole('checkbox', {
      name: `${privacyConsent.required} ${privacyConsent.title}`,
    });
    expect(await consent.isChecked()).toBe(false);
    await page.getByRole('button', { name: `${privacyConsent.title} 보기` }).click();
    const dialog = page.getByRole('dialog', { name: privacyConsent.title });
    await dialog.waitFor();
    for (const section of privacyConsent.sections) {
      await dialog.getByText(section.heading, { exact: true }).waitFor();
      await dialog.getByText(section.body, { exact: true }).waitFor();
    }
    await check('/register, consent text');
    await dialog.getByRole('button', { name: '닫기' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await consent.isChecked()).toBe(false);

    // The password can be shown and hidden again.
    const email = `sign-up-${viewport.width}-${Date.now()}@example.com`;
    const password = 'new-member-1234';
    await page.getByLabel('이메일').fill(email);
    const passwordInput = page.getByLabel('비밀번호', { exact: true });
    await passwordInput.fill(password);
    expect(await passwordInput.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: '비밀번호 보기' }).click();
    expect(await passwordInput.getAttribute('type')).toBe('text');
    expect(await passwordInput.inputValue()).toBe(password);
    await page.getByRole('button', { name: '비밀번호 숨기기' }).click();
    expect(await passwordInput.getAttribute('type')).toBe('password');
    await page.getByLabel('비밀번호 확인').fill(password);
    await page.getByLabel('이름').fill('새가맹');

    // The phone number is hyphenated as it is typed.
    const phone = page.getByLabel('휴대폰 번호');
    await phone.pressSequentially('01098765432');
    expect(await phone.inputValue()).toBe('010-9876-5432');

    await page.getByLabel('은행').click();
    await page.getByRole('option', { name: '신한은행' }).click();

    // Letters in the account number: kept as typed and answered under the field, no label in front.
    const account = page.getByLabel('계좌번호');
    const accountHelper = page.locator('#register-account-helper-text');
    expect(await accountHelper.textContent()).toBe(ACCOUNT_HINT);
    await account.pressSequentially('110-12a');
    await account.press('Tab');
    expect(await account.inputValue()).toBe('110-12a');
    await page.getByText(ACCOUNT_CHARACTERS, { exact: true }).waitFor();
    expect(await accountHelper.textContent()).toBe(ACCOUNT_CHARACTERS);
    expect(await account.getAttribute('aria-invalid')).toBe('true');
    await check('/register, account refused');

    // Fixed by typing, no submit: the message goes the moment the number is right.
    // Back into the field at the end of what was typed (a focus by itself puts the caret first).
    await account.click();
    await account.press('End');
    await account.press('Backspace');
    await account.pressSequentially('3-456789');
    expect(await account.inputValue()).toBe('110-123-456789');
    await expect.poll(() => accountHelper.textContent()).toBe(ACCOUNT_HINT);
    expect(await account.getAttribute('aria-invalid')).toBe('false');
    expect(await page.getByText(ACCOUNT_CHARACTERS).count()).toBe(0);

    await consent.check();
    await check('/register, filled');
    await page.getByRole('button', { name: '가입하기' }).click();
    await page.getByText('관리자 승인 대기 중입니다').waitFor();
    await check('waiting for approval');

    await context.close();
    expect(found).toEqual([]);
  });
});
