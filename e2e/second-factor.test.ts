/**
 * Issue 16 in Chromium: the demo admin signs in with the SMS second factor (the code read where
 * the Auth emulator keeps it); a wrong code is refused in Korean. An admin without a factor is
 * sent from /admin to /setting/security, refused a number that is not a Korean mobile, enrols
 * one by SMS and reaches the admin area.
 */
import { getAuth } from 'firebase-admin/auth';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextSmsCode, sentSmsSessions } from '../functions/test/support/emulator-sign-in.js';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { emulatorFirestore } from './support/firestore.js';

/** Any six digits but the code the emulator sent. */
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('an admin signs in with a second factor', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
    page = await browser.newPage({ locale: 'ko-KR', viewport: { width: 1440, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the demo admin is asked for the SMS code, a wrong one is refused in Korean, the right one opens /admin', async () => {
    await page.goto(`${BASE_URL}/admin`);
    await page.waitForURL(/\/login\?redirect=/);
    await page.getByLabel('이메일').fill(demoAccounts.admin.email);
    await page.getByLabel('비밀번호', { exact: true }).fill(demoAccounts.admin.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();

    await page.getByRole('heading', { name: '2단계 인증' }).waitFor();
    const before = await sentSmsSessions();
    await page.getByRole('button', { name: '인증 코드 받기' }).click();
    const code = await nextSmsCode(before);

    await page.getByLabel('인증 코드').fill(wrongCodeFor(code));
    await page.getByRole('button', { name: '인증하고 로그인' }).click();
    await page.getByText('인증 코드가 올바르지 않습니다. 다시 확인해 주세요.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByLabel('인증 코드').fill(code);
    await page.getByRole('button', { name: '인증하고 로그인' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
  });
});

describe('an admin without a second factor enrols one', () => {
  let browser: Browser;
  let page: Page;
  const email = `no-factor-${Date.now()}@example.com`;
  const password = 'admin-e2e-1234';

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    emulatorFirestore(); // points the Admin SDK at the emulators
    const user = await getAuth().createUser({ email, password, emailVerified: true });
    await getAuth().setCustomUserClaims(user.uid, { role: 'admin' });
    browser = await launchChromium();
    page = await browser.newPage({ locale: 'ko-KR', viewport: { width: 1440, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is sent from /admin to /setting/security with the reason, and passes after enrolling by SMS', async () => {
    await page.goto(`${BASE_URL}/login?redirect=%2Fadmin`);
    await page.getByLabel('이메일').fill(email);
    await page.getByLabel('비밀번호', { exact: true }).fill(password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/setting/security');
    await page
      .getByText('관리자 화면은 2단계 인증으로 로그인해야 사용할 수 있습니다.', { exact: false })
      .waitFor();
    await page.getByText('등록된 2단계 인증 수단이 없습니다.').waitFor();

    // The emulator does not support TOTP: the page falls back to SMS and says so.
    await page.getByRole('button', { name: '2단계 인증 등록' }).click();
    await page.getByText('휴대폰 문자(SMS)로 2단계 인증을 등록합니다.', { exact: false }).waitFor();
    await page.getByLabel('휴대폰 번호').fill('02-123-4567');
    await page.getByRole('button', { name: '인증 코드 받기' }).click();
    await page.getByText('휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.').waitFor();

    await page.getByLabel('휴대폰 번호').fill('010-5555-0199');
    const before = await sentSmsSessions();
    await page.getByRole('button', { name: '인증 코드 받기' }).click();
    const code = await nextSmsCode(before);
    await page.getByLabel('인증 코드').fill(code);
    await page.getByRole('button', { name: '등록' }).click();
    await page.getByText('2단계 인증을 등록했습니다.', { exact: false }).waitFor();
    await page.getByText('문자(SMS) · +821055550199', { exact: false }).waitFor();

    await page.goto(`${BASE_URL}/admin`);
    await page.getByRole('heading', { name: '대시보드', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
  });
});
