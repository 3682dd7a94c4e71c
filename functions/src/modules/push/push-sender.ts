import { Timestamp } from 'firebase-admin/firestore';
import { getMessaging, type MulticastMessage } from 'firebase-admin/messaging';
import { collections } from '../../lib/collections.js';
import { adminApp, db } from '../../lib/firebase.js';

/** What one FCM send carries: the notification and where a click leads. */
export interface PushPayload {
  messageId: string;
  title: string;
  body: string;
  url: string;
}

export interface SendResult {
  successCount: number;
  failureCount: number;
  /** Tokens FCM says will never work again: the caller deletes them. */
  deadTokens: string[];
}

/** FCM allows 500 tokens per multicast. */
export const MULTICAST_LIMIT = 500;

/** Sends one payload to at most `MULTICAST_LIMIT` tokens. */
export interface PushSender {
  send(tokens: string[], payload: PushPayload): Promise<SendResult>;
}

/** FCM error codes after which a token is dropped (the app was uninstalled, the token rotated). */
export const DEAD_TOKEN_CODES: ReadonlySet<string> = new Set([
  'messaging/registration-token-not-registered',
  'messaging/invalid-registration-token',
]);

/**
 * The FCM message for one payload: **data-only**. With a `notification` block Firebase's web SDK
 * would show the notification itself in the background, and its click handler only focuses or
 * opens same-origin links; the app's service worker shows it instead (web/src/service-worker) and
 * opens any url in a new window, and the page shows foreground messages (spec §4). The data keys
 * are what web/src/lib/push/push-payload.ts reads. `Urgency: high` wakes a sleeping phone for it.
 */
export function fcmMessageOf(tokens: string[], payload: PushPayload): MulticastMessage {
  const absolute = payload.url.startsWith('https://');
  return {
    tokens,
    data: fcmDataOf(payload),
    webpush: {
      headers: { Urgency: 'high' },
      // FCM accepts only an absolute https link here; app paths travel in `data.url` alone.
      ...(absolute ? { fcmOptions: { link: payload.url } } : {}),
    },
  };
}

/** The `data` map FCM delivers to the browser (all strings, as FCM requires). */
export function fcmDataOf(payload: PushPayload): Record<string, string> {
  return { title: payload.title, body: payload.body, url: payload.url, messageId: payload.messageId };
}

/** The real sender: firebase-admin messaging, one `sendEachForMulticast` per call. */
export class FirebasePushSender implements PushSender {
  async send(tokens: string[], payload: PushPayload): Promise<SendResult> {
    if (tokens.length === 0) return { successCount: 0, failureCount: 0, deadTokens: [] };
    const response = await getMessaging(adminApp()).sendEachForMulticast(fcmMessageOf(tokens, payload));
    const deadTokens = response.responses.flatMap((r, i) =>
      !r.success && r.error && DEAD_TOKEN_CODES.has(r.error.code) ? [tokens[i] as string] : [],
    );
    return { successCount: response.successCount, failureCount: response.failureCount, deadTokens };
  }
}

/**
 * The emulator sender: FCM cannot run there, so each send is written to `_pushRecorder`
 * (`{ messageId, tokens, title, body, url, data, sentAt }`, `data` being exactly what FCM would
 * deliver to the browser) for tests and journeys to read. Tokens in
 * `deadTokens`, and any token starting with `dead-`, are reported dead as FCM would.
 */
export class RecordingPushSender implements PushSender {
  constructor(private readonly options: { deadTokens?: Iterable<string> } = {}) {}

  async send(tokens: string[], payload: PushPayload): Promise<SendResult> {
    const dead = new Set(this.options.deadTokens ?? []);
    const deadTokens = tokens.filter((t) => dead.has(t) || t.startsWith('dead-'));
    await db()
      .collection(collections.pushRecorder)
      .add({ ...payload, data: fcmDataOf(payload), tokens, deadTokens, sentAt: Timestamp.now() });
    return { successCount: tokens.length - deadTokens.length, failureCount: deadTokens.length, deadTokens };
  }
}

export const onEmulators = (): boolean =>
  process.env['FUNCTIONS_EMULATOR'] === 'true' || Boolean(process.env['FIRESTORE_EMULATOR_HOST']);

/** The sender of this process: recording on the emulators, FCM when deployed. */
export function defaultPushSender(): PushSender {
  return onEmulators() ? new RecordingPushSender() : new FirebasePushSender();
}
