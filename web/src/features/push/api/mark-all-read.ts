import type { InboxPage } from '@settle/contract/push';
import type { InfiniteData } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { useApiMutation, type ApiMutationConfig } from '../../../lib/use-api-mutation';
import { apiKeys } from '../../../lib/query-client';
import { INBOX_PATH } from './list-inbox';

const resultSchema = z.object({ updated: z.number().check(z.int()) });

const allRead = (page: InboxPage): InboxPage => ({
  ...page,
  unreadCount: 0,
  items: page.items.map((message) => ({ ...message, read: true })),
});

/**
 * PATCH /push/message/readAll: every unread message of the caller. Once answered, every cached
 * inbox (the bell's latest and the inbox page's 더 보기 pages) shows them read at once: the
 * 알림 tab's badge and the page's 읽지 않은 알림 line go together, not one refetch apart.
 */
export const markAllReadConfig = {
  method: 'PATCH',
  path: `${INBOX_PATH}/readAll`,
  parse: (data) => resultSchema.parse(data),
  alsoInvalidates: ['main'],
  updateCache: (queryClient) =>
    queryClient.setQueriesData<InboxPage | InfiniteData<InboxPage>>(
      { queryKey: apiKeys.get(INBOX_PATH) },
      (data) =>
        data && 'pages' in data ? { ...data, pages: data.pages.map(allRead) } : data && allRead(data),
    ),
} satisfies ApiMutationConfig<void, z.infer<typeof resultSchema>>;

export const useMarkAllRead = () => useApiMutation(markAllReadConfig);
