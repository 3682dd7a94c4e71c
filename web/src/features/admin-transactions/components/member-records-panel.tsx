import type { LedgerEntryType } from '@settle/contract/ledger';
import { AdminDataGrid } from '../../../components/admin-data-grid';
import { useAssetFormat } from '../../../lib/asset-format';
import { useProcessingRecords } from '../api/list-processing-records';
import { useListTotals } from '../hooks/use-list-totals';
import { useRecordColumns } from '../hooks/use-record-columns';
import { buildRecordListQuery } from '../lib/record-list-query';
import { ListTotals } from './list-totals';

export interface MemberRecordsPanelProps {
  userId: string;
  /** Only this entry type (정산 출금 for the member's settlements), else every entry. */
  type?: LedgerEntryType;
  label: string;
  emptyText: string;
}

/**
 * One member's ledger (회원 상세), newest first, read-only: corrections are made on
 * 거래 처리 › 처리 내역. A settlement entry shows what was paid and to which account; the
 * totals row is the net change over every entry listed.
 */
export function MemberRecordsPanel({ userId, type, label, emptyText }: MemberRecordsPanelProps) {
  const asset = useAssetFormat();
  const columns = useRecordColumns({ withMember: false });
  const filters = buildRecordListQuery({ userId, type: type ?? 'all' });
  const { query, paging } = useProcessingRecords(filters, 10);
  const totals = useListTotals(filters, query);
  return (
    <AdminDataGrid
      id={type ? `admin-member-records-${type}` : 'admin-member-records'}
      label={label}
      columns={columns}
      query={query}
      paging={paging}
      rowKey={(record) => record.id}
      empty={emptyText}
      rowTestId="member-record-row"
      totals={totals && <ListTotals count={totals.count} figures={[asset.signed(totals.amount)]} />}
    />
  );
}
