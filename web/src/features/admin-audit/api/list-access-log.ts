import { accessLogPageSchema, type AccessLogPage } from '@settle/contract/access-log';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import type { AccessLogParams } from '../lib/audit-query';

const PATH = '/admin/auditLog';

/** GET /admin/auditLog?actor&subject&action&from&to&cursor&pageSize: one page, newest first. */
export async function listAccessLog(
  params: AccessLogParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AccessLogPage> {
  const query = cursor === null ? params : { ...params, cursor };
  return accessLogPageSchema.parse(await apiFetch(PATH, { query, signal }));
}

/**
 * The access record is never read whole: the first page, then "더 보기" asks for the page after
 * the last one's `nextCursor` (null on the last page). No page numbers.
 */
export const accessLogQueryOptions = (params: AccessLogParams) =>
  infiniteQueryOptions({
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ pageParam, signal }) => listAccessLog(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useAccessLog = (params: AccessLogParams) => useInfiniteQuery(accessLogQueryOptions(params));
