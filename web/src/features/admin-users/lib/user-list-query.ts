import type { UserStatus } from '@settle/contract/users';

/** The status filter of the users table: one status or all of them. */
export type StatusFilter = UserStatus | 'all';

export interface UserListState {
  /** The search text as typed (already debounced). */
  search: string;
  status: StatusFilter;
  /** Zero-based, as MUI TablePagination counts. */
  page: number;
  pageSize: number;
}

/** The query of GET /admin/users (adminUserListQuerySchema): blank search and 'all' are left out. */
// A type alias, not an interface, so it fits apiFetch's QueryParams record.
export type AdminUserListParams = {
  q?: string;
  status?: UserStatus;
  /** One-based, as the API counts. */
  page: number;
  pageSize: number;
};

export function buildUserListQuery(state: UserListState): AdminUserListParams {
  const q = state.search.trim();
  return {
    ...(q !== '' ? { q } : {}),
    ...(state.status !== 'all' ? { status: state.status } : {}),
    page: state.page + 1,
    pageSize: state.pageSize,
  };
}
