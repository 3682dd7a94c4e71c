import { noticeOf, resolveNotificationUrl, type PushNotice } from '../../../lib/push/push-payload';

/** A message that arrived while the app is on screen → what the notice shows (null: nothing). */
export const foregroundNoticeOf = (payload: unknown): PushNotice | null => noticeOf(payload);

export interface NoticeClickEffects {
  /** window.open(href, '_blank', 'noopener') in the browser. */
  openWindow: (href: string) => void;
  /** The new-notification event for the other tabs (lib/push/notification-channel.ts). */
  broadcast: () => void;
  /** This tab's own inbox refetch (a broadcast does not reach its sender). */
  refresh: () => void;
}

/**
 * spec §4: clicking a foreground notice opens its url in a new window — an app path resolved
 * against the app's origin, an https address as it is — and broadcasts a new-notification event.
 */
export function openForegroundNotice(notice: PushNotice, origin: string, effects: NoticeClickEffects): void {
  effects.openWindow(resolveNotificationUrl(notice.url, origin).href);
  effects.broadcast();
  effects.refresh();
}
