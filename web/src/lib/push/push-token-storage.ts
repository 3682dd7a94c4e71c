/**
 * This browser's push token as the app registered it (spec §3 token + timestamp, §9 cached in
 * local storage), plus the member it was registered for and the server's record id (what
 * `DELETE /users/fcmToken/{id}` takes).
 */
import { PUSH_TOKEN_KEY } from './push-token-key';

/** spec §9: a token older than 7 days is renewed. */
export const TOKEN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export interface StoredPushToken {
  uid: string;
  id: string;
  token: string;
  /** When the server last stored it (ISO 8601). */
  timestamp: string;
}

type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const CHANGED = 'settle:push-token-changed';
const changes = typeof EventTarget === 'undefined' ? undefined : new EventTarget();

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

export function readStoredPushToken(storage: TokenStorage): StoredPushToken | null {
  let value: unknown;
  try {
    value = JSON.parse(storage.getItem(PUSH_TOKEN_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { uid, id, token, timestamp } = value as Record<string, unknown>;
  if (!isText(uid) || !isText(id) || !isText(token) || !isText(timestamp)) return null;
  return { uid, id, token, timestamp };
}

export function writeStoredPushToken(storage: TokenStorage, record: StoredPushToken): void {
  storage.setItem(PUSH_TOKEN_KEY, JSON.stringify(record));
  changes?.dispatchEvent(new Event(CHANGED));
}

export function clearStoredPushToken(storage: TokenStorage): void {
  storage.removeItem(PUSH_TOKEN_KEY);
  changes?.dispatchEvent(new Event(CHANGED));
}

/** Older than 7 days, or a timestamp that cannot be read. */
export function isTokenStale(record: StoredPushToken, now: number): boolean {
  const at = Date.parse(record.timestamp);
  return Number.isNaN(at) || now - at > TOKEN_MAX_AGE_MS;
}

/** Calls `listener` when this tab or another one changes the stored token. */
export function subscribeStoredPushToken(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === PUSH_TOKEN_KEY || event.key === null) listener();
  };
  changes?.addEventListener(CHANGED, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    changes?.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', onStorage);
  };
}
