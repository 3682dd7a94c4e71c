import type { ExportFormat } from '@settle/contract/export-reason';
import type { TransactionStatus } from '@settle/contract/transactions';
import { dateRangeError, type DateRange } from '../../../lib/date-range';
import type { CursorParams } from '../../../lib/use-cursor-pages';

export type TransactionSortField = 'createdAt' | 'processedAt' | 'amount';
export type SortOrder = 'asc' | 'desc';

export interface TransactionSort {
  sort: TransactionSortField;
  order: SortOrder;
}

/** What a transaction list page filters and sorts by: one member, a Seoul date range. */
export interface TransactionListState extends TransactionSort {
  status: TransactionStatus;
  /** The member picked, null for everyone. */
  userId: string | null;
  range: DateRange;
}

/**
 * The filters and order of GET /admin/transactions (contract adminTransactionListQuerySchema);
 * the paging hook adds cursor and size. A type alias, not an interface, so it fits apiFetch's
 * QueryParams record.
 */
export type AdminTransactionListFilters = {
  status?: TransactionStatus;
  userId?: string;
  from?: string;
  to?: string;
  sort: TransactionSortField;
  order: SortOrder;
};

export type AdminTransactionListParams = AdminTransactionListFilters & CursorParams;

/**
 * The same filters and order with `format=csv|xlsx`: the whole filtered set, no paging, and the
 * operator's 다운로드 사유 (the API refuses a file without one).
 */
export type AdminTransactionCsvParams = AdminTransactionListFilters & {
  format: ExportFormat;
  reason: string;
};

/** An unpicked member and an open end of the range are left out of the query. */
export function buildTransactionListQuery(state: TransactionListState): AdminTransactionListFilters {
  // A reversed range is shown as an error beside the dates and not sent (the API would 400).
  const range = dateRangeError(state.range) === null ? state.range : { from: '', to: '' };
  return {
    status: state.status,
    ...(state.userId ? { userId: state.userId } : {}),
    ...(range.from !== '' ? { from: range.from } : {}),
    ...(range.to !== '' ? { to: range.to } : {}),
    sort: state.sort,
    order: state.order,
  };
}

export function buildTransactionCsvQuery(
  state: TransactionListState,
  reason: string,
  format: ExportFormat = 'csv',
): AdminTransactionCsvParams {
  return { ...buildTransactionListQuery(state), format, reason };
}

/** The file's name when the server sends none: 거래내역_처리대기_2026-11-22.csv */
export function csvFallbackName(kind: string, today: string, format: ExportFormat = 'csv'): string {
  return `거래내역_${kind}_${today}.${format}`;
}

/**
 * One member's transactions on their 회원 상세 page: any status (or one), newest first; the same
 * GET /admin/transactions as the lists.
 */
export function buildMemberTransactionQuery(
  userId: string,
  status: TransactionStatus | 'all',
): AdminTransactionListFilters {
  return { userId, ...(status !== 'all' ? { status } : {}), sort: 'createdAt', order: 'desc' };
}
