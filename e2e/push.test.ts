import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../scripts/lib/demo-data.js';
import { apiIsUp, waitFor } from '../scripts/lib/wait.js';
import { BASE_URL, launchChromium } from './support/browser.js';
import { emulatorFirestore } from './support/firestore.js';
import { apiPostAs, createActiveMember, signInWithPassword } from './support/session.js';

interface Recorded {
  messageId: string;
  tokens: string[];
  data: Record<string, string>;
}

/**
 * The push journey (issue 6): a member turns notifications on at /setting/app (the gesture that
 * asks for permission), which registers this browser's token; an operator sends a message; the
 * `pushFanOut` trigger on the Functions emulator hands it to the recording sender (FCM's stand-in),
 * whose record the test then delivers to the app's service worker as the push service would. The
 * member sees it in the foreground and on the bell, reads it, and signing out deletes the token.
 */
describe('an operator’s push message reaches the member', () => {
  const db = emulatorFirestore();
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let cdp: CDPSession;
  let member: Awaited<ReturnType<typeof createActiveMember>>;
  let token = '';
  let recorded: Recorded | undefined;
  const registrations = new Map<string, string>();
  const title = `정산 안내 ${Date.now()}`;
  const body = '이번 주 정산이 완료되었습니다.';

  const tokenDocs = async () =>
    (await db.collection('users').doc(member.uid).collection('fcmTokens').get()).docs.map(
      (doc) => doc.data() as { token: string },
    );
  const bell = () => page.getByRole('button', { name: /^알림/ });
  const bellName = async () => (await bell().getAttribute('aria-label')) ?? '';

  /** What the push service does with an FCM message: a push event with its JSON in our worker. */
  async function deliverPush(data: Record<string, string>): Promise<void> {
    const registrationId = [...registrations].find(([, scope]) => scope === `${BASE_URL}/`)?.[0];
    if (!registrationId) throw new Error('the app’s service worker is not registered');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: BASE_URL,
      registrationId,
      data: JSON.stringify({ data }),
    });
  }

  beforeAll(async () => {
    await waitFor('the API behind hosting', apiIsUp(BASE_URL));
    browser = await launchChromium();
    context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 1440, height: 900 } });
    await context.grantPermissions(['notifications'], { origin: BASE_URL });
    page = await context.newPage();
    cdp = await context.newCDPSession(page);
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const r of updated) {
        if (r.isDeleted) registrations.delete(r.registrationId);
        else registrations.set(r.registrationId, r.scopeURL);
      }
    });
    await cdp.send('ServiceWorker.enable');
    member = await createActiveMember(demoAccounts.admin, '푸시테스트');
    await signInWithPassword(page, member.email, member.password);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('turning notifications on at /setting/app registers this browser’s token', async () => {
    await page.goto(`${BASE_URL}/setting/app`);
    const toggle = page.getByLabel('알림 받기');
    await toggle.waitFor();
    // Activation already left one message: the system notice (account activated).
    await expect.poll(bellName, { timeout: 10_000 }).toBe('알림 1개 읽지 않음');
    expect(await toggle.isChecked()).toBe(false);
    expect(await tokenDocs()).toEqual([]);

    await toggle.click();
    await expect.poll(() => toggle.isChecked(), { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await tokenDocs()).length, { timeout: 10_000 }).toBe(1);
    token = (await tokenDocs())[0]?.token ?? '';
    // The emulator stand-in for FCM (web/src/lib/push/local-messaging-client.ts).
    expect(token).toMatch(/^local-[0-9a-f-]{36}$/);
    const stored = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('settle.pushToken') ?? 'null'),
    );
    expect(stored).toMatchObject({ uid: member.uid, token });
    expect(Date.now() - Date.parse(stored.timestamp)).toBeLessThan(60_000);
  });

  it('the operator’s message is fanned out by the trigger to that token', async () => {
    expect(await bellName()).toBe('알림 1개 읽지 않음');
    const sent = (await apiPostAs(demoAccounts.admin, '/admin/push/message', {
      title,
      body,
      url: '/transaction',
      target: { type: 'users', userIds: [member.uid] },
    })) as { id: string };

    // `pushFanOut` runs on the Functions emulator; its recording sender stands in for FCM.
    await expect
      .poll(
        async () => {
          const snap = await db.collection('_pushRecorder').where('messageId', '==', sent.id).get();
          recorded = snap.docs[0]?.data() as Recorded | undefined;
          return recorded?.tokens ?? [];
        },
        { timeout: 30_000, interval: 500 },
      )
      .toEqual([token]);
    expect(recorded?.data).toEqual({ title, body, url: '/transaction', messageId: sent.id });
  });

  it('in the foreground it shows title and body; a click opens the url in a new window', async () => {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await deliverPush(recorded?.data ?? {});
    const notice = page.getByTestId('push-notice');
    await notice.getByText(title).waitFor();
    await notice.getByText(body).waitFor();

    const opened = context.waitForEvent('page');
    await notice.getByRole('button', { name: new RegExp(title) }).click();
    const popup = await opened;
    await popup.waitForURL(`${BASE_URL}/transaction`);
    await popup.close();
    // The message refreshed the bell, without a reload (the activation notice is the other one).
    await expect.poll(bellName, { timeout: 10_000 }).toBe('알림 2개 읽지 않음');
  });

  it('in the background the service worker shows a system notification', async () => {
    // No tab of the app open: the worker shows the notification instead of handing it over.
    await page.goto('about:blank');
    await deliverPush({ ...(recorded?.data ?? {}), title: `${title} (백그라운드)` });
    await page.goto(`${BASE_URL}/`);
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.ready;
            return (await registration.getNotifications()).map((n) => ({
              title: n.title,
              body: n.body,
              data: n.data,
            }));
          }),
        { timeout: 10_000 },
      )
      .toEqual([{ title: `${title} (백그라운드)`, body, data: { url: '/transaction' } }]);
  });

  it('the bell lists the message, and 모두 읽음 clears the badge', async () => {
    await bell().click();
    const popover = page.getByRole('dialog', { name: '알림' });
    await popover.getByText(`읽지 않음: ${title}`).waitFor();
    const readAll = popover.getByRole('button', { name: '모두 읽음' });
    await readAll.click();
    await popover.getByText(`읽지 않음: ${title}`).waitFor({ state: 'detached', timeout: 10_000 });
    await popover.getByText(title).waitFor();
    expect(await readAll.isDisabled()).toBe(true);
    // The open popover hides the rest of the page from the accessibility tree: close it first.
    await page.keyboard.press('Escape');
    await expect.poll(bellName, { timeout: 10_000 }).toBe('알림');
  });

  it('fits a 360 px phone', async () => {
    await page.setViewportSize({ width: 360, height: 740 });
    await bell().click();
    const popover = page.getByRole('dialog', { name: '알림' });
    await popover.getByText(title).waitFor();
    const box = await popover.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360);
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('signing out deletes the token', async () => {
    await page.getByRole('button', { name: '계정 메뉴' }).click();
    await page.getByRole('menuitem', { name: '로그아웃' }).click();
    await page.waitForURL(/\/login/);
    expect(await tokenDocs()).toEqual([]);
  });
});
