import type { Page } from '@settle/contract/paging';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { apiKeys } from './query-client';
import type { CursorParams } from './use-cursor-pages';

/**
 * A phone list that grows with "더 보기" (notices, the inbox): each press asks for the page after
 * the last one by its cursor, so the hundredth press costs what the first did. Every page of the
 * list shares one cache entry under the list's path and filters.
 */
export function useMorePages<T, TPage extends Page<T>, P extends object>(
  path: string,
  filters: P,
  pageSize: number,
  fetchPage: (params: P & CursorParams, signal: AbortSignal) => Promise<TPage & { items: T[] }>,
) {
  const query = useInfiniteQuery({
    queryKey: [...apiKeys.get(path, { ...filters, pageSize }), 'more'] as QueryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchPage({ ...filters, pageSize, ...(pageParam ? { cursor: pageParam } : {}) }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const pages = query.data?.pages ?? [];
  return {
    query,
    items: pages.flatMap((page): T[] => page.items),
    /** The first page's count of the whole list. */
    total: pages[0]?.total ?? null,
    /** The first page as it came (extra fields such as the inbox's unread count). */
    first: pages[0],
  };
}
