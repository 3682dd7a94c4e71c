import type { Page } from '@settle/contract/paging';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';

/** What a list sends for one page: the cursor of the page before (none for the first) and the size. */
// A type alias, not an interface, so it spreads into apiFetch's QueryParams record.
export type CursorParams = { cursor?: string; pageSize: number };

/** What the paging needs of a TanStack query of one page (its `useQuery` result). */
export interface PageQueryLike {
  data?: Page<unknown> | undefined;
  isPlaceholderData: boolean;
}

interface PagingState {
  /** The filters (and sort) the cursors belong to, as JSON. */
  key: string;
  pageIndex: number;
  pageSize: number;
  /** cursors[i]: the nextCursor page i answered (the way to page i + 1); null after the last page. */
  cursors: (string | null)[];
  /** The first page's count of the whole filtered list (later pages do not count it again). */
  total: number | null;
  /** The first page as it came: what only the first page carries (totals of the whole list). */
  first: Page<unknown> | null;
}

export interface CursorPaging {
  /** Spread into the list's query params. */
  params: CursorParams;
  /** Zero-based, as MUI pagers count. */
  pageIndex: number;
  pageSize: number;
  /** The size of the whole filtered list, once the first page told it; null before. */
  total: number | null;
  /** Whether the page shown has a next one (known once it has loaded). */
  hasNextPage: boolean;
  /** The first page of these filters as it came (its totals stay shown on later pages). */
  first: Page<unknown> | null;
  /** Pages already reached or the one right after them: cursors only walk forward. */
  setPageIndex: (pageIndex: number) => void;
  /** A new size starts again at the first page (the cursors are per size). */
  setPageSize: (pageSize: number) => void;
  /**
   * Called with the list's query on every render: it keeps the cursor of the next page and the
   * total, and steps back a page when the one shown came back empty (its last rows were
   * processed or deleted).
   */
  observe: (query: PageQueryLike) => void;
}

/**
 * Cursor paging of one server list (issue 18): pages are reached by the cursors the earlier
 * pages handed out, so the reads of a page never depend on how far in it is. Any change of
 * `filters` (search, status, sort, period) starts again at the first page.
 */
export function useCursorPages(filters: unknown, initialPageSize = 20): CursorPaging {
  const key = JSON.stringify(filters ?? null);
  const [state, setState] = useState<PagingState>({
    key,
    pageIndex: 0,
    pageSize: initialPageSize,
    cursors: [],
    total: null,
    first: null,
  });
  // New filters: back to the first page, at once (render-phase reset, no request for a stale page).
  let current = state;
  if (state.key !== key) {
    current = { key, pageIndex: 0, pageSize: state.pageSize, cursors: [], total: null, first: null };
    setState(current);
  }
  const { pageIndex, pageSize, cursors, total, first } = current;
  const cursor = pageIndex === 0 ? undefined : (cursors[pageIndex - 1] ?? undefined);

  function observe(query: PageQueryLike) {
    const page = query.data;
    if (!page || query.isPlaceholderData || page.pageSize !== pageSize) return;
    if (page.items.length === 0 && pageIndex > 0) {
      setState({ ...current, pageIndex: pageIndex - 1, cursors: cursors.slice(0, pageIndex - 1) });
      return;
    }
    const knownNext = cursors[pageIndex];
    const nextTotal = page.total ?? total;
    const nextFirst = pageIndex === 0 ? page : first;
    if (knownNext === page.nextCursor && nextTotal === total && nextFirst === first) return;
    // A changed next cursor (rows came or went) makes every cursor after it stale.
    const nextCursors = knownNext === page.nextCursor ? cursors : [...cursors.slice(0, pageIndex), page.nextCursor];
    setState({ ...current, cursors: nextCursors, total: nextTotal, first: nextFirst });
  }

  return {
    params: cursor ? { cursor, pageSize } : { pageSize },
    pageIndex,
    pageSize,
    total,
    hasNextPage: typeof cursors[pageIndex] === 'string',
    first,
    setPageIndex: (next) => {
      if (next === pageIndex || next < 0) return;
      if (next > 0 && typeof cursors[next - 1] !== 'string') return;
      setState({ ...current, pageIndex: next });
    },
    setPageSize: (next) => {
      if (next === pageSize) return;
      setState({ key, pageIndex: 0, pageSize: next, cursors: [], total: null, first: null });
    },
    observe,
  };
}

/**
 * The one paged-query hook of the lists: the cursor paging of `filters` and the TanStack query
 * of the page it points at (`options` builds the list's query from the filters and the paging
 * params). Every server list (member lists, admin grids) is fed by it.
 */
export function usePagedQuery<TPage extends Page<unknown>, P extends object, TKey extends QueryKey>(
  filters: P,
  options: (params: P & CursorParams) => UseQueryOptions<TPage, Error, TPage, TKey>,
  initialPageSize = 20,
): { query: UseQueryResult<TPage>; paging: CursorPaging; first: TPage | null } {
  const paging = useCursorPages(filters, initialPageSize);
  const query = useQuery(options({ ...filters, ...paging.params }));
  paging.observe(query);
  // The same query's first page: its own type.
  return { query, paging, first: paging.first as TPage | null };
}
