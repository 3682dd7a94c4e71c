import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { layoutProblems } from './support/hangul-layout.js';
import { createInviteCode, signInWithPassword } from './support/session.js';

const SYLLABLES = ['가', '나', '다', '라', '마', '바', '사', '아', '자', '차'] as const;

interface SignUp {
  name: string;
  email: string;
  phone: string;
}

/** The syllable a digit of the time stands for. */
const syllable = (digit: string | undefined) => SYLLABLES[Number(digit ?? '0') % SYLLABLES.length] ?? '가';

/**
 * Issue 18: 회원 관리 and 회원 승인 on the grid — the search index finds a member by two
 * syllables of the name and by the phone with or without hyphens, the operator's hidden columns
 * survive a reload, several sign-ups are approved at once, and on a 360 px phone every row's
 * buttons stay on the card.
 */
describe('the member lists on the grid', () => {
  let browser: Browser;
  const stamp = Date.now();
  const digits = String(stamp).slice(-8);
  // Names no other journey uses: 격 and a syllable from the time, then two more; the first two
  // syllables are the fragment searched for.
  const fragment = `격${syllable(digits[6])}`;
  // The third has a long name (15 syllables, one word): wider than its column, it must be cut
  // with … on one line, never broken mid-word.
  const signUps: SignUp[] = [0, 1, 2].map((i) => ({
    name: `${fragment}${syllable(digits[7])}${syllable(String(i))}${i === 2 ? '긴이름확인용회원입니다' : ''}`,
    email: `grid-${stamp}-${i}@example.com`,
    phone: `010-${digits.slice(0, 3)}${i}-${digits.slice(4)}`,
  }));

  // The third stays waiting: the bulk approval takes the first two.
  const waiting = signUps[2] as SignUp;

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
    for (const person of signUps) {
      const response = await fetch(`${BASE_URL}/api/users/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...person,
          password: 'grid-e2e-1234',
          bank: '신한은행',
          account: '110-987-654321',
          consent: true,
          inviteCode: await createInviteCode(demoAccounts.admin),
        }),
      });
      if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
    }
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function adminPage(width: number, height: number): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width, height }, locale: 'ko-KR' });
    const page = await context.newPage();
    await signInWithPassword(page, demoAccounts.admin.email, demoAccounts.admin.password);
    return { context, page };
  }

  const search = (page: Page) => page.getByRole('searchbox', { name: '이름, 이메일, 휴대폰 번호 검색' });

  it('finds members by two syllables and by phone, and remembers the hidden columns (1440 px)', async () => {
    const { context, page } = await adminPage(1440, 900);
    await page.goto(`${BASE_URL}/admin/user`);
    const grid = page.getByRole('grid', { name: '회원 목록' });
    await grid.waitFor();
    await page.getByTestId('user-row').first().waitFor({ timeout: 30_000 });

    // Two syllables of the name: the three sign-ups and no one else.
    await search(page).fill(fragment);
    const rows = page.getByTestId('user-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3);
    for (const person of signUps) await rows.filter({ hasText: person.email }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);

    // The phone as typed with hyphens, then as digits only.
    const [first] = signUps as [SignUp, ...SignUp[]];
    await search(page).fill(first.phone);
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    await rows.filter({ hasText: first.email }).waitFor();
    await search(page).fill(first.phone.replaceAll('-', ''));
    await rows.filter({ hasText: first.email }).waitFor();
    await expect.poll(() => rows.count()).toBe(1);

    // 열 목록: hide 이메일; the choice survives a reload.
    await page.getByRole('button', { name: '열 목록' }).click();
    await page.getByRole('checkbox', { name: '이메일' }).uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(() => grid.getByRole('columnheader', { name: '이메일' }).count()).toBe(0);
    await page.reload();
    await page.getByTestId('user-row').first().waitFor({ timeout: 30_000 });
    expect(
      await page
        .getByRole('grid', { name: '회원 목록' })
        .getByRole('columnheader', { name: '이메일' })
        .count(),
    ).toBe(0);
    expect(await page.getByRole('columnheader', { name: '휴대폰 번호' }).count()).toBe(1);
    await context.close();
  });

  it('approves two sign-ups at once on 회원 승인 (1440 px)', async () => {
    const { context, page } = await adminPage(1440, 900);
    await page.goto(`${BASE_URL}/admin/verification`);
    await page.getByRole('grid', { name: '승인 대기 회원' }).waitFor();
    await search(page).fill(fragment);
    const rows = page.getByTestId('pending-user-row');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(3);
    for (const person of signUps.slice(0, 2)) {
      await rows.filter({ hasText: person.email }).getByRole('checkbox', { name: '행 선택' }).check();
    }
    await page.getByRole('button', { name: '선택 승인 (2)' }).click();
    await page.getByText('2명 승인되었습니다.').waitFor();
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);
    await rows.filter({ hasText: waiting.email }).waitFor();
    expect(await layoutProblems(page)).toEqual([]);
    await context.close();
  });

  it('keeps every row action on the card at 360 px', async () => {
    const { context, page } = await adminPage(360, 780);
    await page.goto(`${BASE_URL}/admin/user`);
    await search(page).fill(waiting.email);
    const card = page.getByTestId('user-row').filter({ hasText: waiting.email });
    await card.waitFor({ timeout: 30_000 });
    // Still waiting for approval: 수정, 활성화 and 비활성화, all inside the 360 px screen.
    for (const name of ['수정', '활성화', '비활성화']) {
      const button = card.getByRole('button', { name, exact: true });
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    }
    expect(await layoutProblems(page)).toEqual([]);
    await context.close();
  });
});
