import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { emailSignInLink } from './support/session.js';

describe('other ways to sign in', () => {
  let browser: Browser;

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('a member signs in with the e-mail link the Auth emulator recorded', async () => {
    const context = await browser.newContext({ locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/login`);
    await page.getByLabel('이메일').fill(demoAccounts.member.email);
    await page.getByRole('button', { name: '이메일 링크 받기' }).click();
    await waitFor(
      'the sign-in e-mail',
      async () => Boolean(await emailSignInLink(demoAccounts.member.email)),
      15_000,
    );

    await page.goto(await emailSignInLink(demoAccounts.member.email));
    await page.getByText(`안녕하세요, ${demoAccounts.member.name}님`).waitFor();
    await context.close();
  });

  it('a Google account without a profile signs in through the popup and is sent to sign-up', async () => {
    const context = await browser.newContext({ locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/login`);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Google 계정으로 로그인' }).click(),
    ]);
    // The Auth emulator's own account chooser stands in for Google's.
    await popup.getByText('Add new account').click();
    await popup.getByText('Auto-generate user information').click();
    await popup.getByText('Sign in with Google.com').click();

    await page.waitForURL(/\/two-steps/);
    await page.getByText('가입 절차를 완료해 주세요.').waitFor();
    await context.close();
  });
});
