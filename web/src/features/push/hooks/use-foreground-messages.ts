import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { loadMessagingClient } from '../../../lib/push/messaging-client';
import type { PushNotice } from '../../../lib/push/push-payload';
import { readStoredPushToken, subscribeStoredPushToken } from '../../../lib/push/push-token-storage';
import { foregroundNoticeOf } from '../lib/foreground-notice';
import { useRefreshInbox } from './use-inbox-refresh';

/**
 * Messages that arrive while the app is on screen (the service worker hands them to the page
 * instead of showing a system notification). Listens only when this browser holds a token for
 * the signed-in member, so the messaging code loads only for members who turned push on.
 */
export function useForegroundMessages(uid: string | null): {
  notice: PushNotice | null;
  dismiss: () => void;
} {
  const refresh = useRefreshInbox();
  const [notice, setNotice] = useState<PushNotice | null>(null);
  const registered = useSyncExternalStore(
    subscribeStoredPushToken,
    () => uid !== null && readStoredPushToken(window.localStorage)?.uid === uid,
  );

  useEffect(() => {
    if (!registered) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadMessagingClient()
      .then((client) => {
        if (cancelled) return;
        stop = client.onMessage((payload) => {
          const next = foregroundNoticeOf(payload);
          if (!next) return;
          setNotice(next);
          refresh();
        });
      })
      .catch((error: unknown) => console.warn('push.foreground-listen-failed', error));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [registered, refresh]);

  return { notice, dismiss: useCallback(() => setNotice(null), []) };
}
