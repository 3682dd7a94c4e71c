import { describe, expect, it, vi } from 'vitest';
import { foregroundNoticeOf, openForegroundNotice } from '../src/features/push/lib/foreground-notice';
import { resolveNotificationUrl } from '../src/lib/push/push-payload';

const ORIGIN = 'https://settle.example.com';

/** What FCM hands the page for the server's data-only message (push-sender.ts fcmDataOf). */
const fcmPayload = (data: Record<string, string>) => ({
  from: '1234567890',
  messageId: 'fcm-1',
  data,
});

const effects = () => ({ openWindow: vi.fn<(href: string) => void>(), broadcast: vi.fn(), refresh: vi.fn() });

describe('a push message that arrives while the app is open', () => {
  it('shows the title and body of the data-only message the server sends', () => {
    expect(
      foregroundNoticeOf(
        fcmPayload({
          title: '정산 안내',
          body: '이번 주 정산이 완료되었습니다.',
          url: '/settlement',
          messageId: 'm1',
        }),
      ),
    ).toEqual({
      title: '정산 안내',
      body: '이번 주 정산이 완료되었습니다.',
      url: '/settlement',
      messageId: 'm1',
    });
  });

  it('falls back to a notification block and to the home page when the url is missing', () => {
    expect(foregroundNoticeOf({ notification: { title: '공지', body: '본문' } })).toEqual({
      title: '공지',
      body: '본문',
      url: '/',
    });
  });

  it('shows nothing for a message without a title (or no message at all)', () => {
    expect(foregroundNoticeOf(fcmPayload({ body: '제목 없음' }))).toBeNull();
    expect(foregroundNoticeOf(undefined)).toBeNull();
    expect(foregroundNoticeOf('text')).toBeNull();
  });
});

describe('clicking the notice', () => {
  it('opens an app path in a new window against the app origin and broadcasts new-notification', () => {
    const fx = effects();
    openForegroundNotice({ title: '거래 처리', body: '', url: '/transaction?tab=done' }, ORIGIN, fx);
    expect(fx.openWindow).toHaveBeenCalledExactlyOnceWith(`${ORIGIN}/transaction?tab=done`);
    expect(fx.broadcast).toHaveBeenCalledOnce();
    expect(fx.refresh).toHaveBeenCalledOnce();
  });

  it('opens an https address as it is', () => {
    const fx = effects();
    openForegroundNotice({ title: '안내', body: '', url: 'https://help.example.org/a?b=1' }, ORIGIN, fx);
    expect(fx.openWindow).toHaveBeenCalledExactlyOnceWith('https://help.example.org/a?b=1');
    expect(fx.broadcast).toHaveBeenCalledOnce();
  });

  it('never opens a javascript: or plain-http foreign url: the app home instead', () => {
    const fx = effects();
    openForegroundNotice({ title: '안내', body: '', url: 'javascript:alert(1)' }, ORIGIN, fx);
    openForegroundNotice({ title: '안내', body: '', url: 'http://evil.example/' }, ORIGIN, fx);
    expect(fx.openWindow.mock.calls).toEqual([[`${ORIGIN}/`], [`${ORIGIN}/`]]);
  });
});

describe('resolveNotificationUrl (the bell and the service worker)', () => {
  it('tells an app path (navigate in place) from an external address (new window)', () => {
    expect(resolveNotificationUrl('/notice/n1#top', ORIGIN)).toEqual({
      href: `${ORIGIN}/notice/n1#top`,
      internal: true,
      path: '/notice/n1#top',
    });
    expect(resolveNotificationUrl('https://example.org/x', ORIGIN)).toMatchObject({ internal: false });
    expect(resolveNotificationUrl(`${ORIGIN}/property`, ORIGIN)).toMatchObject({
      internal: true,
      path: '/property',
    });
  });
});
