import { fcmTokenSchema } from '@settle/contract/push';
import { apiFetch } from '../api-client';
import { loadMessagingClient, PUSH_ERRORS, PushError, type MessagingClient } from './messaging-client';
import {
  clearStoredPushToken,
  isTokenStale,
  readStoredPushToken,
  writeStoredPushToken,
  type StoredPushToken,
} from './push-token-storage';

const TOKEN_PATH = '/users/fcmToken';

/** What the token lifecycle needs from the browser and the API (tests pass their own). */
export interface PushTokenDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  client: () => Promise<MessagingClient>;
  /** `undefined` where the browser has no Notification API. */
  permission: () => NotificationPermission | undefined;
  requestPermission: () => Promise<NotificationPermission>;
  /** POST /users/fcmToken */
  register: (token: string) => Promise<{ id: string; timestamp: string }>;
  /** DELETE /users/fcmToken/{id} */
  unregister: (id: string) => Promise<void>;
  now: () => number;
  /** spec §8: push-token failures are logged only. */
  warn: (event: string, detail?: unknown) => void;
}

export function browserPushDeps(): PushTokenDeps {
  return {
    storage: window.localStorage,
    client: loadMessagingClient,
    permission: () => (typeof Notification === 'undefined' ? undefined : Notification.permission),
    requestPermission: () => Notification.requestPermission(),
    register: async (token) =>
      fcmTokenSchema.parse(await apiFetch(TOKEN_PATH, { method: 'POST', body: { fcmToken: token } })),
    unregister: async (id) => {
      await apiFetch(`${TOKEN_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    now: () => Date.now(),
    warn: (event, detail) => console.warn(event, detail),
  };
}

/** Posts the token for `uid`, stores it, and drops the member's previous record if it changed. */
async function saveToken(uid: string, token: string, deps: PushTokenDeps): Promise<StoredPushToken> {
  const previous = readStoredPushToken(deps.storage);
  const saved = await deps.register(token);
  const record: StoredPushToken = { uid, id: saved.id, token, timestamp: saved.timestamp };
  writeStoredPushToken(deps.storage, record);
  if (previous && previous.uid === uid && previous.id !== saved.id) {
    await deps.unregister(previous.id).catch((error: unknown) => deps.warn('push.old-token-delete-failed', error));
  }
  return record;
}

/**
 * Turns push on for this browser. Call it straight from the click (no await before it): the
 * permission prompt needs the user gesture. Without permission there is no token (spec §4): a
 * warning is logged and a PushError with FCM's code is thrown for the settings page to explain.
 */
export async function enablePushOnThisDevice(
  uid: string,
  deps: PushTokenDeps = browserPushDeps(),
): Promise<StoredPushToken> {
  if (deps.permission() === undefined) throw new PushError(PUSH_ERRORS.unsupported);
  const answer = await deps.requestPermission();
  if (answer !== 'granted') {
    deps.warn('push.permission-not-granted', answer);
    throw new PushError(answer === 'denied' ? PUSH_ERRORS.permissionBlocked : PUSH_ERRORS.permissionDefault);
  }
  const client = await deps.client();
  if (!(await client.isSupported())) throw new PushError(PUSH_ERRORS.unsupported);
  return saveToken(uid, await client.getToken(), deps);
}

export type SyncOutcome = 'none' | 'fresh' | 'renewed' | 'reassigned' | 'released' | 'failed';

/**
 * At app start, signed in as `uid`, with a stored token (logged only, never throws):
 * - permission withdrawn since → the token is useless: delete it (server and push service);
 * - the token was registered for another member (their session ended without our sign-out, so
 *   it was not deleted) → invalidate it at the push service (FCM then reports it dead and the
 *   fan-out drops it from that member's records) and register a fresh one for `uid`;
 * - older than 7 days (spec §9) → renew: new token, POST it, DELETE the old record if it changed.
 */
export async function syncPushToken(uid: string, deps: PushTokenDeps = browserPushDeps()): Promise<SyncOutcome> {
  const stored = readStoredPushToken(deps.storage);
  if (!stored) return 'none';
  try {
    if (deps.permission() !== 'granted') {
      deps.warn('push.permission-not-granted', deps.permission());
      await releasePushToken(deps);
      return 'released';
    }
    const client = await deps.client();
    if (stored.uid !== uid) {
      deps.warn('push.token-of-another-account');
      await client.deleteToken().catch((error: unknown) => deps.warn('push.token-invalidate-failed', error));
      clearStoredPushToken(deps.storage);
      await saveToken(uid, await client.getToken(), deps);
      return 'reassigned';
    }
    if (!isTokenStale(stored, deps.now())) return 'fresh';
    await saveToken(uid, await client.getToken(), deps);
    return 'renewed';
  } catch (error) {
    deps.warn('push.token-sync-failed', error);
    return 'failed';
  }
}

/**
 * Sign-out and turning push off: DELETE the server record, invalidate the token at the push
 * service, forget it here. Failures are logged only (spec §8); the caller never waits long.
 */
export async function releasePushToken(deps: PushTokenDeps = browserPushDeps()): Promise<void> {
  const stored = readStoredPushToken(deps.storage);
  if (!stored) return;
  await deps.unregister(stored.id).catch((error: unknown) => deps.warn('push.token-delete-failed', error));
  // FCM's getToken (which deleteToken needs first) would prompt without permission.
  if (deps.permission() === 'granted') {
    try {
      await (await deps.client()).deleteToken();
    } catch (error) {
      deps.warn('push.token-invalidate-failed', error);
    }
  }
  clearStoredPushToken(deps.storage);
}
