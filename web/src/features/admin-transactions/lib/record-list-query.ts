import type { ExportFormat } from '@settle/contract/export-reason';
import type { LedgerEntryType } from '@settle/contract/ledger';
import type { CursorParams } from '../../../lib/use-cursor-pages';

/** The type filter of the ledger table: one entry type or all of them. */
export type RecordTypeFilter = LedgerEntryType | 'all';

export interface RecordListState {
  userId: string | null;
  type: RecordTypeFilter;
}

/**
 * The filters of GET /admin/processingRecords (contract adminProcessingRecordListQuerySchema);
 * the paging hook adds cursor and size.
 */
export type AdminRecordListFilters = {
  type?: LedgerEntryType;
  userId?: string;
};

export type AdminRecordListParams = AdminRecordListFilters & CursorParams;

/** GET /admin/processingRecords?format=csv|xlsx: the whole filtered ledger, with the 다운로드 사유. */
export type AdminRecordExportParams = AdminRecordListFilters & {
  format: ExportFormat;
  reason: string;
};

export function buildRecordExportQuery(
  state: Pick<RecordListState, 'userId' | 'type'>,
  format: ExportFormat,
  reason: string,
): AdminRecordExportParams {
  return { ...buildRecordListQuery(state), format, reason };
}

/** 전체 and an unpicked member are left out of the query. */
export function buildRecordListQuery(state: Pick<RecordListState, 'userId' | 'type'>): AdminRecordListFilters {
  return {
    ...(state.type !== 'all' ? { type: state.type } : {}),
    ...(state.userId ? { userId: state.userId } : {}),
  };
}
