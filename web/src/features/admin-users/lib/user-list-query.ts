import type { ExportFormat } from '@settle/contract/export-reason';
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

/**
 * GET /admin/users?format=csv|xlsx: every member matching the search and status shown (no
 * paging), with the operator's 다운로드 사유 (the API refuses a file without one).
 */
export type AdminUserCsvParams = {
  q?: string;
  status?: UserStatus;
  format: ExportFormat;
  reason: string;
};

export function buildUserCsvQuery(
  state: Pick<UserListState, 'search' | 'status'>,
  reason: string,
  format: ExportFormat = 'csv',
): AdminUserCsvParams {
  const q = state.search.trim();
  return {
    ...(q !== '' ? { q } : {}),
    ...(state.status !== 'all' ? { status: state.status } : {}),
    format,
    reason,
  };
}

/** The file's name when the server sends none: 회원목록_2026-11-25.csv */
export function userCsvFallbackName(today: string, format: ExportFormat = 'csv'): string {
  return `회원목록_${today}.${format}`;
}
