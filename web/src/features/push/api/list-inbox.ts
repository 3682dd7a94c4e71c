import { inboxPageSchema, type InboxPage } from '@settle/contract/push';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CursorParams } from '../../../lib/use-cursor-pages';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

export const INBOX_PATH = '/push/message';

/** The bell lists the latest messages; the whole inbox is its own screen (/notification). */
const LATEST = { pageSize: 10 };

/** The badge follows new messages: every minute, on focus and on a new-notification event. */
const POLL_MS = 60_000;

/** The inbox page (/notification): 20 messages a page, as the API's default. */
export const INBOX_PAGE_SIZE = 20;

/** GET /push/message: one page of the caller's messages (newest first) and the unread count. */
export async function listInbox(query: CursorParams = LATEST, signal?: AbortSignal): Promise<InboxPage> {
  return inboxPageSchema.parse(await apiFetch(INBOX_PATH, { query, signal }));
}

export const inboxQueryOptions = () =>
  queryOptions({
    queryKey: apiKeys.get(INBOX_PATH, LATEST),
    queryFn: ({ signal }) => listInbox(LATEST, signal),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useInbox = () => useQuery(inboxQueryOptions());

/**
 * The unread count for another badge (the phone's 알림 tab): it reads the bell's cache entry and
 * adds no polling of its own; the bell's observer refetches (every minute, on focus, on a
 * broadcast) and every mark-read invalidates the entry.
 */
export const useUnreadCount = (): number =>
  useQuery({
    ...inboxQueryOptions(),
    refetchInterval: false,
    refetchOnWindowFocus: false,
    select: (page) => page.unreadCount,
  }).data ?? 0;
