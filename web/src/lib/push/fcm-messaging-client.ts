import { deleteToken, getMessaging, getToken, isSupported, onMessage, type Messaging } from 'firebase/messaging';
import { firebaseApp } from '../firebase';
import { PUSH_ERRORS, PushError, type MessagingClient } from './messaging-client';

/** spec §9: the push service worker must be active within 10 s. */
const SW_ACTIVATION_TIMEOUT_MS = 10_000;

/**
 * The app's one service worker (`/pwa-sw.js`, scope `/`, registered by
 * register-service-worker.ts) also runs Firebase's background handler, so FCM must use it rather
 * than register its default `/firebase-messaging-sw.js`.
 */
async function pushServiceWorker(): Promise<ServiceWorkerRegistration> {
  if (!('serviceWorker' in navigator)) throw new PushError(PUSH_ERRORS.unsupported);
  let timer: number | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = window.setTimeout(() => reject(new PushError(PUSH_ERRORS.serviceWorkerTimeout)), SW_ACTIVATION_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

/** Firebase Cloud Messaging (production builds). */
export function createFcmMessagingClient(): MessagingClient {
  let messaging: Messaging | undefined;
  const instance = () => (messaging ??= getMessaging(firebaseApp));
  const vapidKey = import.meta.env.VITE_FIREBASE_VAPID_KEY;
  const tokenOptions = async () => ({
    serviceWorkerRegistration: await pushServiceWorker(),
    // Without a key of its own the project uses FCM's default Web Push certificate.
    ...(vapidKey ? { vapidKey } : {}),
  });

  return {
    isSupported: () => isSupported(),
    async getToken() {
      return getToken(instance(), await tokenOptions());
    },
    async deleteToken() {
      // deleteToken() alone would register FCM's default worker (/firebase-messaging-sw.js, which
      // does not exist here) when this page has not asked for a token yet: getToken() with our
      // worker first. It returns the stored token without a network call while that is valid.
      await getToken(instance(), await tokenOptions());
      await deleteToken(instance());
    },
    onMessage(listener) {
      return onMessage(instance(), (payload) => listener(payload));
    },
  };
}
