import type { Page } from '@settle/contract/paging';
import { processingRecordSchema, type ProcessingRecord } from '@settle/contract/ledger';
import { pageSchema } from '@settle/contract/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import type { AdminRecordListParams } from '../lib/record-list-query';

const PATH = '/admin/processingRecords';

const recordPageSchema = pageSchema(processingRecordSchema);

/** GET /admin/processingRecords?type&userId&page&pageSize: one page of the ledger. */
export async function listProcessingRecords(
  params: AdminRecordListParams,
  signal?: AbortSignal,
): Promise<Page<ProcessingRecord>> {
  return recordPageSchema.parse(await apiFetch(PATH, { query: params, signal }));
}

export const processingRecordsQueryOptions = (params: AdminRecordListParams) =>
  queryOptions({
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ signal }) => listProcessingRecords(params, signal),
    placeholderData: keepPreviousData,
  });

export const useProcessingRecords = (params: AdminRecordListParams) =>
  useQuery(processingRecordsQueryOptions(params));
