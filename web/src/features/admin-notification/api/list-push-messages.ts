import { pageSchema } from '@settle/contract/paging';
import { pushMessageSchema } from '@settle/contract/push';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import { usePagedQuery, type CursorParams } from '../../../lib/use-cursor-pages';

const PATH = '/admin/push/message';

const pushMessagePageSchema = pageSchema(pushMessageSchema);
export type PushMessagePage = z.infer<typeof pushMessagePageSchema>;

/** GET /admin/push/message?cursor&pageSize: the messages sent, by admins and by the system, newest first. */
export async function listPushMessages(params: CursorParams, signal?: AbortSignal): Promise<PushMessagePage> {
  return pushMessagePageSchema.parse(await apiFetch(PATH, { query: params, signal }));
}

export const pushMessagesQueryOptions = (params: CursorParams) =>
  queryOptions({
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ signal }) => listPushMessages(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the history and its cursor paging (the history has no filters). */
export const usePushMessages = () => usePagedQuery({}, pushMessagesQueryOptions);
