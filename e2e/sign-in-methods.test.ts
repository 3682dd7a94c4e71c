import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { serveGoogleStandIns } from './support/gapi-stand-in.js';
import { completeSmsStep, createInviteCode, emailSignInLink } from './support/session.js';

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

  it('a link opened on another device asks for the e-mail again, then signs in', async () => {
    const sender = await browser.newContext({ locale: 'ko-KR' });
    const page = await sender.newPage();
    await page.goto(`${BASE_URL}/login`);
    await page.getByLabel('이메일').fill(demoAccounts.admin.email);
    await page.getByRole('button', { name: '이메일 링크 받기' }).click();
    await page.getByText('로그인 링크를 보냈습니다', { exact: false }).waitFor();
    await sender.close();

    const other = await browser.newContext({ locale: 'ko-KR' });
    const otherPage = await other.newPage();
    await otherPage.goto(await emailSignInLink(demoAccounts.admin.email));
    await otherPage.getByText('다른 기기나 브라우저에서 링크를 열었습니다', { exact: false }).waitFor();
    await otherPage.getByLabel('이메일').fill(demoAccounts.admin.email);
    await otherPage.getByRole('button', { name: '로그인', exact: true }).click();
    // An admin: the e-mail link is the first factor; the SMS code follows (issue 16).
    await completeSmsStep(otherPage);
    await otherPage.getByText(`안녕하세요, ${demoAccounts.admin.name}님`).waitFor();
    await other.close();
  });

  it('a new person signs in with Google in the emulator popup, passes the invite steps and registers that identity', async () => {
    const email = `google-${Date.now()}@example.com`;
    const context = await browser.newContext({ locale: 'ko-KR' });
    await serveGoogleStandIns(context);
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/login`);

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Google 계정으로 로그인' }).click(),
    ]);
    // The Auth emulator's stand-in for Google's account chooser: add a test account.
    await popup.locator('#add-account-button button').click();
    await popup.locator('#email-input').fill(email);
    await popup.locator('#display-name-input').fill('구글가맹');
    await popup.locator('#sign-in').click();

    await page.waitForURL(/\/two-steps/);
    await page.getByText('가입 절차를 완료해 주세요.').waitFor();
    await page.getByLabel('초대 코드').fill(await createInviteCode(demoAccounts.admin));
    await page.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(/\/register$/);
    // The identity already has an e-mail and a way to sign in: no e-mail or password fields.
    expect(await page.getByLabel('비밀번호 확인').count()).toBe(0);
    await page.getByLabel('이름').fill('구글가맹');
    await page.getByLabel('휴대폰 번호').fill('010-2222-3333');
    await page.getByLabel('은행').click();
    await page.getByRole('option', { name: '카카오뱅크' }).click();
    await page.getByLabel('계좌번호').fill('3333-01-1234567');
    await page.getByLabel('[필수] 개인정보 수집·이용 동의').check();
    await page.getByRole('button', { name: '가입하기' }).click();
    await page.getByText('관리자 승인 대기 중입니다').waitFor();
    await context.close();
  });
  it('when the Google popup is closed, sign-in falls back to a full-page redirect', async () => {
    const email = `redirect-${Date.now()}@example.com`;
    const context = await browser.newContext({ locale: 'ko-KR' });
    await serveGoogleStandIns(context);
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/login`);

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Google 계정으로 로그인' }).click(),
    ]);
    await popup.close();
    // The SDK notices the closed popup after its 8-second check, then the app redirects.
    await page.waitForURL(/127\.0\.0\.1:9099\/emulator\/auth\/handler/, { timeout: 20_000 });
    await page.locator('#add-account-button button').click();
    await page.locator('#email-input').fill(email);
    await page.locator('#sign-in').click();

    await page.waitForURL(/\/two-steps/, { timeout: 20_000 });
    await page.getByText('가입 절차를 완료해 주세요.').waitFor();
    await context.close();
  });
});
