import type { Page } from '@settle/contract/paging';
import type { CursorPaging } from '../lib/use-cursor-pages';
import { DataList, type DataListProps } from './data-list';
import { QueryErrorAlert } from './query-error-alert';

/** What a list needs of a TanStack query of one page (its `useQuery` result). */
export interface PageQueryState<T> {
  data?: Page<T> | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
}

export interface PagedQueryListProps<T> extends Omit<
  DataListProps<T>,
  'rows' | 'loading' | 'stale' | 'paging'
> {
  query: PageQueryState<T>;
  /** usePagedQuery's paging of the same list. */
  paging: CursorPaging;
}

/**
 * A server-paged list from its query: the Korean error above it when the page failed, and the
 * list itself unless there is nothing to show (the previous page stays while the next loads).
 */
export function PagedQueryList<T>({ query, paging, ...list }: PagedQueryListProps<T>) {
  return (
    <>
      <QueryErrorAlert query={query} />
      {!(query.isError && !query.data) && (
        <DataList
          {...list}
          rows={query.data?.items ?? []}
          loading={query.isPending}
          stale={query.isPlaceholderData}
          paging={paging}
        />
      )}
    </>
  );
}
