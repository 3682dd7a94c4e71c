import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { onNewNotification } from '../../../lib/push/notification-channel';
import { apiKeys } from '../../../lib/query-client';
import { INBOX_PATH } from '../api/list-inbox';

/** Refetches the inbox (bell) and the member dashboard, which counts unread messages too. */
export function useRefreshInbox(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: apiKeys.segment(INBOX_PATH) });
    void queryClient.invalidateQueries({ queryKey: ['main'] });
  }, [queryClient]);
}

/** Every tab refetches its inbox when another tab or the service worker broadcasts new-notification. */
export function useRefreshInboxOnBroadcast(): void {
  const refresh = useRefreshInbox();
  useEffect(() => onNewNotification(refresh), [refresh]);
}
