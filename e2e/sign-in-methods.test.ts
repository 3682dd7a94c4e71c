import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  // Google's popup cannot run here: firebase/auth loads https://apis.google.com/js/api.js for
  // its popup channel even against the Auth emulator, and these machines have no internet.
  // An identity without a profile is the same state however it signed in, so this drives it
  // with an e-mail link for a new address, then completes sign-up for that identity.
  it('an identity without a profile is sent through the invite steps and registers itself', async () => {
    const email = `link-${Date.now()}@example.com`;
    const context = await browser.newContext({ locale: 'ko-KR' });
    const page = await context.newPage();
    await page.goto(`${BASE_URL}/login`);
    await page.getByLabel('이메일').fill(email);
    await page.getByRole('button', { name: '이메일 링크 받기' }).click();
    await waitFor('the sign-in e-mail', async () => Boolean(await emailSignInLink(email)), 15_000);
    await page.goto(await emailSignInLink(email));

    await page.waitForURL(/\/two-steps/).catch(async (error: unknown) => {
      console.log('diagnostic: stuck at', page.url(), (await page.locator('body').innerText()).slice(0, 500));
      throw error;
    });
    await page.getByText('가입 절차를 완료해 주세요.').waitFor();
    await page.getByLabel('초대 코드').fill('HAPPY234');
    await page.getByRole('button', { name: '확인' }).click();
    await page.waitForURL(/\/register$/);
    // The identity already has an e-mail and a way to sign in: no e-mail or password fields.
    expect(await page.getByLabel('비밀번호 확인').count()).toBe(0);
    await page.getByLabel('이름').fill('링크가맹');
    await page.getByLabel('휴대폰 번호').fill('010-2222-3333');
    await page.getByLabel('은행').click();
    await page.getByRole('option', { name: '카카오뱅크' }).click();
    await page.getByLabel('계좌번호').fill('3333-01-1234567');
    await page.getByLabel('개인정보 수집 및 이용에 동의합니다.').check();
    await page.getByRole('button', { name: '가입하기' }).click();
    await page.getByText('관리자 승인 대기 중입니다').waitFor();
    await context.close();
  });
});
