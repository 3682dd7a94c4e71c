import { initializeApp, type FirebaseOptions } from 'firebase/app';
import { getMessaging, onBackgroundMessage } from 'firebase/messaging/sw';
import { noticeOf } from '../lib/push/push-payload';
import { showNotice } from './push-handlers';

/**
 * Production: Firebase's worker SDK receives the push. With a tab of the app visible it hands the
 * message to that tab (the page's onMessage shows it); otherwise it calls our background handler,
 * which shows the notification. The server sends data-only messages, so the SDK never shows one of
 * its own (functions/src/modules/push/push-sender.ts).
 */
export function installFcmPush(sw: ServiceWorkerGlobalScope, options: FirebaseOptions): void {
  try {
    const messaging = getMessaging(initializeApp(options));
    onBackgroundMessage(messaging, (payload) => {
      const notice = noticeOf(payload);
      if (notice) return showNotice(sw, notice);
      return undefined;
    });
  } catch (error) {
    // A browser without the Push API, or a build without the messaging settings: the app shell
    // still works, push does not (spec §8: logged only).
    console.error('sw.push-init-failed', error);
  }
}
