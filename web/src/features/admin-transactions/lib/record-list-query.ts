import type { ExportFormat } from '@settle/contract/export-reason';
import type { LedgerEntryType } from '@settle/contract/ledger';

/** The type filter of the ledger table: one entry type or all of them. */
export type RecordTypeFilter = LedgerEntryType | 'all';

export interface RecordListState {
  userId: string | null;
  type: RecordTypeFilter;
  /** Zero-based. */
  page: number;
  pageSize: number;
}

/** The query of GET /admin/processingRecords (contract adminProcessingRecordListQuerySchema). */
export type AdminRecordListParams = {
  type?: LedgerEntryType;
  userId?: string;
  page: number;
  pageSize: number;
};

/** GET /admin/processingRecords?format=csv|xlsx: the whole filtered ledger, with the 다운로드 사유. */
export type AdminRecordExportParams = Omit<AdminRecordListParams, 'page' | 'pageSize'> & {
  format: ExportFormat;
  reason: string;
};

export function buildRecordExportQuery(
  state: Pick<RecordListState, 'userId' | 'type'>,
  format: ExportFormat,
  reason: string,
): AdminRecordExportParams {
  return {
    ...(state.type !== 'all' ? { type: state.type } : {}),
    ...(state.userId ? { userId: state.userId } : {}),
    format,
    reason,
  };
}

export function buildRecordListQuery(state: RecordListState): AdminRecordListParams {
  return {
    ...(state.type !== 'all' ? { type: state.type } : {}),
    ...(state.userId ? { userId: state.userId } : {}),
    page: state.page + 1,
    pageSize: state.pageSize,
  };
}
