import { LOCAL_PUSH_MESSAGE } from './push-payload';
import { PUSH_ERRORS, PushError, type MessagingClient } from './messaging-client';

/** Where the emulator stand-in keeps this browser's token. */
export const LOCAL_TOKEN_KEY = 'settle.localPushToken';

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The emulator stand-in for Cloud Messaging (see messaging-client.ts): a `local-<uuid>` token,
 * stable until deleted, and only with notification permission, as FCM would. Nothing leaves the
 * machine. Foreground messages come from the emulator build of the service worker, which hands a
 * push (e.g. one delivered by DevTools or the browser tests) to a visible tab as FCM's worker does.
 */
export function createLocalMessagingClient(
  storage: TokenStorage = window.localStorage,
  permission: () => NotificationPermission | undefined = () =>
    typeof Notification === 'undefined' ? undefined : Notification.permission,
): MessagingClient {
  return {
    isSupported: async () => permission() !== undefined,
    async getToken() {
      const current = permission();
      if (current === undefined) throw new PushError(PUSH_ERRORS.unsupported);
      if (current === 'denied') throw new PushError(PUSH_ERRORS.permissionBlocked);
      if (current !== 'granted') throw new PushError(PUSH_ERRORS.permissionDefault);
      const stored = storage.getItem(LOCAL_TOKEN_KEY);
      if (stored) return stored;
      const token = `local-${crypto.randomUUID()}`;
      storage.setItem(LOCAL_TOKEN_KEY, token);
      return token;
    },
    async deleteToken() {
      storage.removeItem(LOCAL_TOKEN_KEY);
    },
    onMessage(listener) {
      if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
      const handler = (event: MessageEvent<unknown>) => {
        const data = event.data;
        if (typeof data === 'object' && data !== null && 'type' in data && data.type === LOCAL_PUSH_MESSAGE) {
          listener((data as { payload?: unknown }).payload);
        }
      };
      navigator.serviceWorker.addEventListener('message', handler);
      return () => navigator.serviceWorker.removeEventListener('message', handler);
    },
  };
}
