import type { ExportFormat } from '@settle/contract/export-reason';
import type { UserStatus } from '@settle/contract/users';
import type { CursorParams } from '../../../lib/use-cursor-pages';

/** The status filter of the users table: one status or all of them. */
export type StatusFilter = UserStatus | 'all';

export interface UserListState {
  /** The search text as typed (already debounced). */
  search: string;
  status: StatusFilter;
}

/** The filters of GET /admin/users (adminUserListQuerySchema); the paging hook adds cursor and size. */
// A type alias, not an interface, so it fits apiFetch's QueryParams record.
export type AdminUserListFilters = {
  q?: string;
  status?: UserStatus;
};

export type AdminUserListParams = AdminUserListFilters & CursorParams;

/** Blank search and '전체' are left out of the query. */
export function buildUserListQuery(state: UserListState): AdminUserListFilters {
  const q = state.search.trim();
  return {
    ...(q !== '' ? { q } : {}),
    ...(state.status !== 'all' ? { status: state.status } : {}),
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
