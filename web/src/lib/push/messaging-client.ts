import { usesEmulators } from '../firebase';

/**
 * The browser side of push, behind one small interface so the token lifecycle does not care
 * which implementation runs:
 *
 * - production: Firebase Cloud Messaging (`fcm-messaging-client.ts`), with the app's own service
 *   worker (`/pwa-sw.js`) as the push worker;
 * - emulators: FCM registration cannot run there (it calls Google's servers, and the demo project
 *   has no sender id), so `local-messaging-client.ts` hands out a stable `local-<uuid>` token kept
 *   in local storage. Registration, renewal and deletion still go through the real API, and the
 *   functions emulator's recording sender writes every send to `_pushRecorder`, where tests (and
 *   people) can see which tokens a message went to.
 *
 * Both load on first use only: `firebase/messaging` never enters the first JS.
 */
export interface MessagingClient {
  /** false where this browser cannot receive web push (no service worker, no Push API, …). */
  isSupported(): Promise<boolean>;
  /** This browser's registration token; notification permission must already be granted. */
  getToken(): Promise<string>;
  /** Invalidates this browser's token at the push service. */
  deleteToken(): Promise<void>;
  /** Messages that arrive while a tab of the app is visible (the payload as FCM gives it). */
  onMessage(listener: (payload: unknown) => void): () => void;
}

/** The FCM error codes the app explains (spec §8), plus two of its own. */
export const PUSH_ERRORS = {
  permissionBlocked: 'messaging/permission-blocked',
  permissionDefault: 'messaging/permission-default',
  unsupported: 'messaging/unsupported-browser',
  tokenSubscribeFailed: 'messaging/token-subscribe-failed',
  /** The push service worker did not become active within 10 s (spec §9). */
  serviceWorkerTimeout: 'messaging/service-worker-timeout',
} as const;

/** An error with an FCM-style code (`messaging/…`); FirebaseError has the same shape. */
export class PushError extends Error {
  constructor(
    readonly code: string,
    message: string = code,
  ) {
    super(message);
    this.name = 'PushError';
  }
}

/** The `messaging/…` code of a PushError or a FirebaseError, if any. */
export function pushErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  const code = (error as { code: unknown }).code;
  return typeof code === 'string' && code.startsWith('messaging/') ? code : undefined;
}

let loading: Promise<MessagingClient> | undefined;

/** The client for this build, loaded once. */
export function loadMessagingClient(): Promise<MessagingClient> {
  loading ??= (
    usesEmulators
      ? import('./local-messaging-client').then((m) => m.createLocalMessagingClient())
      : import('./fcm-messaging-client').then((m) => m.createFcmMessagingClient())
  ).catch((error: unknown) => {
    // A failed chunk download (offline) may succeed on the next attempt.
    loading = undefined;
    throw error;
  });
  return loading;
}
