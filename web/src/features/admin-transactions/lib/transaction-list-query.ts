import type { ExportFormat } from '@settle/contract/export-reason';
import type { TransactionStatus } from '@settle/contract/transactions';
import { dateRangeError, type DateRange } from '../../../lib/date-range';

export type TransactionSortField = 'createdAt' | 'processedAt' | 'amount';
export type SortOrder = 'asc' | 'desc';

export interface TransactionSort {
  sort: TransactionSortField;
  order: SortOrder;
}

/** The filters the two transaction pages share: one member, a Seoul date range. */
export interface TransactionFilters {
  /** The member picked, null for everyone. */
  userId: string | null;
  range: DateRange;
}

export interface TransactionListState extends TransactionFilters, TransactionSort {
  status: TransactionStatus;
  /** Zero-based, as MUI TablePagination counts. */
  page: number;
  pageSize: number;
}

/**
 * The query of GET /admin/transactions (contract adminTransactionListQuerySchema). A type alias,
 * not an interface, so it fits apiFetch's QueryParams record.
 */
export type AdminTransactionListParams = {
  status: TransactionStatus;
  userId?: string;
  from?: string;
  to?: string;
  sort: TransactionSortField;
  order: SortOrder;
  /** One-based, as the API counts. */
  page: number;
  pageSize: number;
};

/**
 * The same filters and order with `format=csv|xlsx`: the whole filtered set, no paging, and the
 * operator's 다운로드 사유 (the API refuses a file without one).
 */
export type AdminTransactionCsvParams = Omit<AdminTransactionListParams, 'page' | 'pageSize'> & {
  format: ExportFormat;
  reason: string;
};

function filterParams(state: Omit<TransactionListState, 'page' | 'pageSize'>) {
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

export function buildTransactionListQuery(state: TransactionListState): AdminTransactionListParams {
  return { ...filterParams(state), page: state.page + 1, pageSize: state.pageSize };
}

export function buildTransactionCsvQuery(
  state: Omit<TransactionListState, 'page' | 'pageSize'>,
  reason: string,
  format: ExportFormat = 'csv',
): AdminTransactionCsvParams {
  return { ...filterParams(state), format, reason };
}

/**
 * A click on a sortable column header: the active column flips its direction; another column
 * becomes active, newest or largest first.
 */
export function nextSort(current: TransactionSort, column: TransactionSortField): TransactionSort {
  if (current.sort === column) return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' };
  return { sort: column, order: 'desc' };
}

/** The file's name when the server sends none: 거래내역_처리대기_2026-11-22.csv */
export function csvFallbackName(kind: string, today: string, format: ExportFormat = 'csv'): string {
  return `거래내역_${kind}_${today}.${format}`;
}

/**
 * One member's transactions on their 회원 상세 page: any status (or one), newest first. A type
 * alias so it fits QueryParams; the same GET /admin/transactions as the lists.
 */
export type MemberTransactionParams = {
  userId: string;
  status?: TransactionStatus;
  sort: 'createdAt';
  order: 'desc';
  page: number;
  pageSize: number;
};

export function buildMemberTransactionQuery(
  userId: string,
  status: TransactionStatus | 'all',
  page: number,
  pageSize: number,
): MemberTransactionParams {
  return {
    userId,
    ...(status !== 'all' ? { status } : {}),
    sort: 'createdAt',
    order: 'desc',
    page: page + 1,
    pageSize,
  };
}
