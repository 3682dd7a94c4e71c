/**
 * spec §4: a click on a notification broadcasts a new-notification event. Every open tab of the
 * app listens on this one channel (the service worker posts to it too) and refetches the inbox.
 * A BroadcastChannel does not deliver to the poster itself, so the caller refreshes its own tab.
 */
export const NOTIFICATION_CHANNEL = 'settle-notifications';
export const NEW_NOTIFICATION = 'new-notification';

export function broadcastNewNotification(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(NOTIFICATION_CHANNEL);
  channel.postMessage({ type: NEW_NOTIFICATION });
  channel.close();
}

/** Calls `listener` for each new-notification event from another tab or the service worker. */
export function onNewNotification(listener: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(NOTIFICATION_CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data;
    if (typeof data === 'object' && data !== null && 'type' in data && data.type === NEW_NOTIFICATION) listener();
  };
  return () => channel.close();
}
