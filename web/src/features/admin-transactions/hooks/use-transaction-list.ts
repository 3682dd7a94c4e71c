import type { ExportFormat } from '@settle/contract/export-reason';
import type { AdminUser } from '@settle/contract/admin-users';
import type { TransactionStatus } from '@settle/contract/transactions';
import { useState } from 'react';
import type { GridSort } from '../../../components/admin-data-grid';
import type { ShowFeedback } from '../../../components/feedback-snackbar';
import { emptyRange, type DatePreset, type DateRange } from '../../../lib/date-range';
import { seoulDateOf } from '../../../lib/seoul-time';
import { exportAdminTransactions } from '../api/export-admin-transactions';
import { useAdminTransactions } from '../api/list-admin-transactions';
import {
  buildTransactionCsvQuery,
  buildTransactionListQuery,
  csvFallbackName,
  type TransactionSort,
  type TransactionSortField,
} from '../lib/transaction-list-query';
import { useListTotals } from './use-list-totals';

const isSortField = (field: string): field is TransactionSortField =>
  field === 'createdAt' || field === 'processedAt' || field === 'amount';

/**
 * The state of a transaction list page (member, period, sort) and its paged query; every
 * filter or sort change starts again at the first page (the paging hook sees new filters).
 * `csvKind` names the fallback CSV file.
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

  const state = { status, userId: member?.id ?? null, range, ...sort };
  const filters = buildTransactionListQuery(state);
  const { query, paging } = useAdminTransactions(filters);
  const totals = useListTotals(filters, query);

  /** Downloads with the operator's 다운로드 사유; a refusal rejects (the reason dialog shows it). */
  async function exportCsv(format: ExportFormat, reason: string) {
    const name = await exportAdminTransactions(
      buildTransactionCsvQuery(state, reason, format),
      csvFallbackName(csvKind, seoulDateOf(new Date()), format),
    );
    notify(`${name} 파일을 내려받았습니다.`);
  }

  return {
    query,
    paging,
    totals,
    member,
    range,
    preset,
    setMember,
    setRange: (next: DateRange, nextPreset: DatePreset | null) => {
      setRange(next);
      setPreset(nextPreset);
    },
    /** The grid's sort: the API's sort key is the column's field. */
    sort: {
      value: { field: sort.sort, order: sort.order },
      onChange: (next: GridSort) => {
        if (isSortField(next.field)) setSort({ sort: next.field, order: next.order });
      },
    },
    exportCsv,
    /** Whether any filter narrows the list (for the empty-list sentence). */
    filtered: member !== null || range.from !== '' || range.to !== '',
  };
}
