import type { Page } from '@settle/contract/paging';
import { useState } from 'react';

/** What one page of a cursor list sends: the cursor of the page before (none for the first). */
export type CursorParams = { cursor?: string; pageSize: number };

export interface CursorPager {
  params: CursorParams;
  /** Zero-based, as the pagers count. */
  page: number;
  pageSize: number;
  /** The first page's count of the whole filtered list (later pages answer null). */
  total: number;
  /** Only to a page already reached or the one right after the page shown: cursors walk forward. */
  setPage: (page: number, shown: Page<unknown> | undefined) => void;
  setPageSize: (pageSize: number) => void;
}

/**
 * Cursor paging of this feature's lists until the shared paged-query hook lands
 * (web/src/lib/use-cursor-pages.ts, issue 18): page n is asked for with the cursor page n − 1
 * answered. New filters (`filterKey`) start again at the first page.
 */
export function useCursorPager(filterKey: string, initialPageSize = 20): CursorPager {
  const [state, setState] = useState({
    filterKey,
    page: 0,
    pageSize: initialPageSize,
    cursors: [] as string[],
    total: 0,
  });
  let current = state;
  if (state.filterKey !== filterKey) {
    current = { ...state, filterKey, page: 0, cursors: [], total: 0 };
    setState(current);
  }
  const cursor = current.page === 0 ? undefined : current.cursors[current.page - 1];
  return {
    params: cursor ? { cursor, pageSize: current.pageSize } : { pageSize: current.pageSize },
    page: current.page,
    pageSize: current.pageSize,
    total: current.total,
    setPage: (page, shown) => {
      // The count comes with the first page only: kept from whichever page told it.
      const total = shown?.total ?? current.total;
      if (page < current.page) {
        setState({ ...current, page: Math.max(0, page), total });
      } else if (page === current.page + 1 && shown?.nextCursor) {
        const cursors = [...current.cursors.slice(0, current.page), shown.nextCursor];
        setState({ ...current, page, cursors, total });
      }
    },
    setPageSize: (pageSize) => setState({ ...current, pageSize, page: 0, cursors: [], total: 0 }),
  };
}

/** The total to keep: the first page's count, which later pages do not repeat. */
export function keptTotal(pager: CursorPager, shown: Page<unknown> | undefined): number {
  return shown?.total ?? pager.total;
}
