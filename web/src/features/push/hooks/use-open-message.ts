import type { InboxMessage } from '@settle/contract/push';
import { useNavigate } from 'react-router-dom';
import { resolveNotificationUrl } from '../../../lib/push/push-payload';
import { useMarkRead } from '../api/mark-read';

/**
 * Opening an inbox message, the same from the bell and from /notification: it is marked read
 * (once) and its url opens, a path of this app in place, an https address in a new window.
 * `error` is a failed mark-read, for the list to say.
 */
export function useOpenMessage(beforeNavigate?: () => void) {
  const markRead = useMarkRead();
  const navigate = useNavigate();
  const open = (message: InboxMessage) => {
    if (!message.read) markRead.mutate(message.id);
    const target = resolveNotificationUrl(message.url, window.location.origin);
    beforeNavigate?.();
    if (target.internal) void navigate(target.path);
    else window.open(target.href, '_blank', 'noopener');
  };
  return { open, error: markRead.error };
}
