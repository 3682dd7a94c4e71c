import type { LedgerEntryType } from '@settle/contract/ledger';
import { processingRecordListSchema, type ProcessingRecordList } from '@settle/contract/member-lists';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { usePagedQuery, type CursorParams } from './use-cursor-pages';
import { apiFetch } from './api-client';
import { apiKeys } from './query-client';

const PATH = '/processingRecords';

/** The query of GET /processingRecords (processingRecordListQuerySchema): a cursor page. */
// A type alias, not an interface, so it fits apiFetch's QueryParams record.
export type ProcessingRecordParams = {
  type?: LedgerEntryType;
  /** Seoul days, both included (lib/period). */
  from?: string;
  to?: string;
} & CursorParams;

/**
 * GET /processingRecords: one page of the member's own ledger, newest first, and the period's totals. Shared because the
 * asset page lists every entry and the settlement page the `settlement` ones.
 */
export async function listProcessingRecords(
  params: ProcessingRecordParams,
  signal?: AbortSignal,
): Promise<ProcessingRecordList> {
  return processingRecordListSchema.parse(await apiFetch(PATH, { query: params, signal }));
}

export const processingRecordsQueryOptions = (params: ProcessingRecordParams, enabled = true) =>
  queryOptions({
    enabled,
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ signal }) => listProcessingRecords(params, signal),
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

/**
 * One page of the member's ledger and its paging; `enabled: false` while the typed period cannot
 * be asked for (the last answer stays shown).
 */
export const useProcessingRecords = (
  filters: Omit<ProcessingRecordParams, keyof CursorParams>,
  pageSize: number,
  enabled = true,
) => usePagedQuery(filters, (params) => processingRecordsQueryOptions(params, enabled), pageSize);
