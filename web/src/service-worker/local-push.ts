import { LOCAL_PUSH_MESSAGE, noticeOf } from '../lib/push/push-payload';
import { showNotice } from './push-handlers';

/**
 * Emulator builds: no Firebase SDK, nothing leaves the machine. A push delivered to this worker
 * (by DevTools' "Push" button or the browser tests, with a JSON body shaped like an FCM message:
 * `{ "data": { "title", "body", "url" } }`) is handled as Firebase's worker does: handed to the
 * visible tabs (the local messaging client's onMessage), or shown as a notification when none is.
 */
export function installLocalPush(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event: PushEvent) => {
    let payload: unknown;
    try {
      payload = event.data?.json();
    } catch {
      payload = undefined;
    }
    const notice = noticeOf(payload);
    if (!notice) return;
    event.waitUntil(
      (async () => {
        const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
        if (windows.some((client) => client.visibilityState === 'visible')) {
          for (const client of windows) client.postMessage({ type: LOCAL_PUSH_MESSAGE, payload });
          return;
        }
        await showNotice(sw, notice);
      })(),
    );
  });
}
