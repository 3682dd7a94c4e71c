import { inboxPageSchema, type InboxPage } from '@settle/contract/push';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

export const INBOX_PATH = '/push/message';

/** The bell lists the latest messages; the whole inbox is not a screen of its own (yet). */
const LATEST = { page: 1, pageSize: 10 };

/** The badge follows new messages: every minute, on focus and on a new-notification event. */
const POLL_MS = 60_000;

/** GET /push/message: the caller's latest messages and the unread count. */
export async function listInbox(signal?: AbortSignal): Promise<InboxPage> {
  return inboxPageSchema.parse(await apiFetch(INBOX_PATH, { query: LATEST, signal }));
}

export const inboxQueryOptions = () =>
  queryOptions({
    queryKey: apiKeys.get(INBOX_PATH, LATEST),
    queryFn: ({ signal }) => listInbox(signal),
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useInbox = () => useQuery(inboxQueryOptions());
