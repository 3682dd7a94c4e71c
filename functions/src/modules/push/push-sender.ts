import { Timestamp } from 'firebase-admin/firestore';
import { getMessaging } from 'firebase-admin/messaging';
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

/** The real sender: firebase-admin messaging, one `sendEachForMulticast` per call. */
export class FirebasePushSender implements PushSender {
  async send(tokens: string[], payload: PushPayload): Promise<SendResult> {
    if (tokens.length === 0) return { successCount: 0, failureCount: 0, deadTokens: [] };
    const absolute = payload.url.startsWith('https://');
    const response = await getMessaging(adminApp()).sendEachForMulticast({
      tokens,
      notification: { title: payload.title, body: payload.body },
      // The service worker opens `data.url` (relative to the app) on a click; FCM's own click
      // link must be an absolute https address, so it is set only for those.
      data: { url: payload.url, messageId: payload.messageId },
      webpush: absolute ? { fcmOptions: { link: payload.url } } : {},
    });
    const deadTokens = response.responses.flatMap((r, i) =>
      !r.success && r.error && DEAD_TOKEN_CODES.has(r.error.code) ? [tokens[i] as string] : [],
    );
    return { successCount: response.successCount, failureCount: response.failureCount, deadTokens };
  }
}

/**
 * The emulator sender: FCM cannot run there, so each send is written to `_pushRecorder`
 * (`{ messageId, tokens, title, body, url, sentAt }`) for tests and journeys to read. Tokens in
 * `deadTokens`, and any token starting with `dead-`, are reported dead as FCM would.
 */
export class RecordingPushSender implements PushSender {
  constructor(private readonly options: { deadTokens?: Iterable<string> } = {}) {}

  async send(tokens: string[], payload: PushPayload): Promise<SendResult> {
    const dead = new Set(this.options.deadTokens ?? []);
    const deadTokens = tokens.filter((t) => dead.has(t) || t.startsWith('dead-'));
    await db()
      .collection(collections.pushRecorder)
      .add({ ...payload, tokens, deadTokens, sentAt: Timestamp.now() });
    return { successCount: tokens.length - deadTokens.length, failureCount: deadTokens.length, deadTokens };
  }
}

export const onEmulators = (): boolean =>
  process.env['FUNCTIONS_EMULATOR'] === 'true' || Boolean(process.env['FIRESTORE_EMULATOR_HOST']);

/** The sender of this process: recording on the emulators, FCM when deployed. */
export function defaultPushSender(): PushSender {
  return onEmulators() ? new RecordingPushSender() : new FirebasePushSender();
}
