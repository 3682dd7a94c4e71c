import type { ExportFormat } from '@settle/contract/export-reason';
import type { AdminUser } from '@settle/contract/admin-users';
import type { TransactionStatus } from '@settle/contract/transactions';
import { useState } from 'react';
import type { ShowFeedback } from '../../../components/feedback-snackbar';
import { seoulDateOf } from '../../../lib/seoul-time';
import { exportAdminTransactions } from '../api/export-admin-transactions';
import { useAdminTransactions } from '../api/list-admin-transactions';
import { emptyRange, type DatePreset, type DateRange } from '../../../lib/date-range';
import {
  buildTransactionCsvQuery,
  buildTransactionListQuery,
  csvFallbackName,
  nextSort,
  type TransactionSort,
  type TransactionSortField,
} from '../lib/transaction-list-query';

/**
 * The state of a transaction list page (filters, sort, paging) and its query; every filter or
 * sort change starts again at the first page. `csvKind` names the fallback CSV file.
 */
export function useTransactionList(
  status: TransactionStatus,
  defaultSort: TransactionSort,
  csvKind: string,
  notify: ShowFeedback,
) {
  const [member, setMember] = useState<AdminUser | null>(null);
  const [range, setRange] = useState<DateRange>(emptyRange);
  const [preset, setPreset] = useState<DatePreset | null>('all');
  const [sort, setSort] = useState<TransactionSort>(defaultSort);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(20);

  const filters = { status, userId: member?.id ?? null, range, ...sort };
  const list = useAdminTransactions(buildTransactionListQuery({ ...filters, page, pageSize }));
  const total = list.data?.total ?? 0;
  // Processing or rejecting the last rows of the last page empties it: step back a page.
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  if (list.data && !list.isPlaceholderData && page > lastPage) setPage(lastPage);

  /** Downloads with the operator's 다운로드 사유; a refusal rejects (the reason dialog shows it). */
  async function exportCsv(format: ExportFormat, reason: string) {
    const name = await exportAdminTransactions(
      buildTransactionCsvQuery(filters, reason, format),
      csvFallbackName(csvKind, seoulDateOf(new Date()), format),
    );
    notify(`${name} 파일을 내려받았습니다.`);
  }

  return {
    list,
    items: list.data?.items ?? [],
    total,
    page: Math.min(page, lastPage),
    pageSize,
    sort,
    member,
    range,
    preset,
    setMember: (next: AdminUser | null) => {
      setMember(next);
      setPage(0);
    },
    setRange: (next: DateRange, nextPreset: DatePreset | null) => {
      setRange(next);
      setPreset(nextPreset);
      setPage(0);
    },
    sortBy: (column: TransactionSortField) => {
      setSort((current) => nextSort(current, column));
      setPage(0);
    },
    setPage,
    setPageSize: (next: number) => {
      setPageSize(next);
      setPage(0);
    },
    exportCsv,
    /** Whether any filter narrows the list (for the empty-table sentence). */
    filtered: member !== null || range.from !== '' || range.to !== '',
  };
}
