import { accessLogPageSchema, type AccessEntry } from '@settle/contract/access-log';
import type { Page } from '@settle/contract/paging';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import { usePagedQuery, type CursorParams } from '../../../lib/use-cursor-pages';
import type { AccessLogFilters } from '../lib/audit-query';

const PATH = '/admin/auditLog';

export type AccessLogParams = AccessLogFilters & CursorParams;

/**
 * GET /admin/auditLog?actor&subject&action&from&to&cursor&pageSize: one page, newest first.
 * The record answers no count (see AuditEntriesList): the page says `total: null`, and the grid
 * shows the range of rows without a total.
 */
export async function listAccessLog(
  params: AccessLogParams,
  signal?: AbortSignal,
): Promise<Page<AccessEntry>> {
  const page = accessLogPageSchema.parse(await apiFetch(PATH, { query: params, signal }));
  return { items: page.items, nextCursor: page.nextCursor, total: null, pageSize: params.pageSize };
}

export const accessLogQueryOptions = (params: AccessLogParams) =>
  queryOptions({
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ signal }) => listAccessLog(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of entries (filtered by `filters`) and its cursor paging. */
export const useAccessLog = (filters: AccessLogFilters, pageSize: number) =>
  usePagedQuery(filters, accessLogQueryOptions, pageSize);
