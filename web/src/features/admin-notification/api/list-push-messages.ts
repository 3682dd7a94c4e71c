import { pageSchema } from '@settle/contract/paging';
import { pushMessageSchema } from '@settle/contract/push';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/admin/push/message';

const pushMessagePageSchema = pageSchema(pushMessageSchema);
export type PushMessagePage = z.infer<typeof pushMessagePageSchema>;

/** The query of GET /admin/push/message (pushListQuerySchema); page is one-based. */
// A type alias, not an interface, so it fits apiFetch's QueryParams record.
export type PushMessageListParams = { page: number; pageSize: number };

/** GET /admin/push/message: the messages sent, by admins and by the system, newest first. */
export async function listPushMessages(
  params: PushMessageListParams,
  signal?: AbortSignal,
): Promise<PushMessagePage> {
  return pushMessagePageSchema.parse(await apiFetch(PATH, { query: params, signal }));
}

export const pushMessagesQueryOptions = (params: PushMessageListParams) =>
  queryOptions({
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ signal }) => listPushMessages(params, signal),
    placeholderData: keepPreviousData,
  });

export const usePushMessages = (params: PushMessageListParams) => useQuery(pushMessagesQueryOptions(params));
