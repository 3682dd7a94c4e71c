import { broadcastNewNotification } from '../lib/push/notification-channel';
import { resolveNotificationUrl, type PushNotice } from '../lib/push/push-payload';

const ICON = '/icons/icon-192.png';

/** What our notifications carry, so a click knows where to go. */
interface NoticeData {
  url: string;
}

const isNoticeData = (value: unknown): value is NoticeData =>
  typeof value === 'object' && value !== null && 'url' in value && typeof value.url === 'string';

/** A system notification with the message's title and body (spec §4 background messages). */
export function showNotice(sw: ServiceWorkerGlobalScope, notice: PushNotice): Promise<void> {
  const data: NoticeData = { url: notice.url };
  return sw.registration.showNotification(notice.title, {
    body: notice.body,
    icon: ICON,
    data,
    // The same message twice (two deliveries) replaces rather than stacks.
    ...(notice.messageId ? { tag: notice.messageId } : {}),
  });
}

/**
 * A click on one of our notifications opens its url in a new window (an app path against this
 * origin, an https address as it is) and broadcasts new-notification, so open tabs refetch the
 * inbox.
 */
export function installNotificationClick(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('notificationclick', (event: NotificationEvent) => {
    const data: unknown = event.notification.data;
    if (!isNoticeData(data)) return;
    event.notification.close();
    const target = resolveNotificationUrl(data.url, sw.location.origin);
    event.waitUntil(
      sw.clients
        .openWindow(target.href)
        .catch((error: unknown) => console.error('sw.open-window-failed', error))
        .then(() => broadcastNewNotification()),
    );
  });
}
