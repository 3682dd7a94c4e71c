import {
  adminProcessingRecordPageSchema,
  type AdminProcessingRecordPage,
} from '@settle/contract/admin-lists';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import { usePagedQuery } from '../../../lib/use-cursor-pages';
import type { AdminRecordListFilters, AdminRecordListParams } from '../lib/record-list-query';

const PATH = '/admin/processingRecords';

/** GET /admin/processingRecords?type&userId&cursor&pageSize: one page of the ledger (totals with the first). */
export async function listProcessingRecords(
  params: AdminRecordListParams,
  signal?: AbortSignal,
): Promise<AdminProcessingRecordPage> {
  return adminProcessingRecordPageSchema.parse(await apiFetch(PATH, { query: params, signal }));
}

export const processingRecordsQueryOptions = (params: AdminRecordListParams) =>
  queryOptions({
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ signal }) => listProcessingRecords(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the ledger (filtered by `filters`) and its cursor paging. */
export const useProcessingRecords = (filters: AdminRecordListFilters, pageSize?: number) =>
  usePagedQuery(filters, processingRecordsQueryOptions, pageSize);
