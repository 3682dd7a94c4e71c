/**
 * What a push carries, read the same way by the service worker (background) and the page
 * (foreground). The server sends data-only FCM messages (functions/src/modules/push/push-sender.ts):
 * `data: { title, body, url, messageId }`, no `notification` block, so Firebase's SDK never shows
 * a notification of its own and our worker alone decides how a click opens the url.
 * `notification` is still read, as a fallback, in case a console test message carries one.
 */
export interface PushNotice {
  title: string;
  body: string;
  /** A path of this app (`/transaction`) or an https address. */
  url: string;
  messageId?: string;
}

/** The page-message type the emulator service worker uses to hand a push to a visible tab. */
export const LOCAL_PUSH_MESSAGE = 'settle-local-push';

const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** An FCM message payload (or the emulator's copy of one) → the notice, or null if it has no title. */
export function noticeOf(payload: unknown): PushNotice | null {
  const root = record(payload);
  const data = record(root?.['data']);
  const notification = record(root?.['notification']);
  const fcmOptions = record(root?.['fcmOptions']);
  const title = text(data?.['title']) ?? text(notification?.['title']);
  if (!title) return null;
  const messageId = text(data?.['messageId']);
  return {
    title,
    body: text(data?.['body']) ?? text(notification?.['body']) ?? '',
    url: text(data?.['url']) ?? text(fcmOptions?.['link']) ?? '/',
    ...(messageId ? { messageId } : {}),
  };
}

export interface ResolvedUrl {
  /** Absolute address to open. */
  href: string;
  /** Same origin as the app: a route the app can navigate to (`path`). */
  internal: boolean;
  /** Path, query and hash (for in-app navigation). */
  path: string;
}

/**
 * A notice's url against the app's origin. Only http(s) is ever opened (a `javascript:` url in a
 * message must not run); anything else, or garbage, falls back to the app's home.
 */
export function resolveNotificationUrl(url: string, origin: string): ResolvedUrl {
  const home: ResolvedUrl = { href: new URL('/', origin).href, internal: true, path: '/' };
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return home;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return home;
  const internal = parsed.origin === new URL(origin).origin;
  if (!internal && parsed.protocol !== 'https:') return home;
  return { href: parsed.href, internal, path: `${parsed.pathname}${parsed.search}${parsed.hash}` };
}
