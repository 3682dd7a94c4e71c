import { processingRecordSchema, type LedgerEntryType } from '@settle/contract/ledger';
import { pageSchema } from '@settle/contract/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiFetch } from './api-client';
import { apiKeys } from './query-client';

const PATH = '/processingRecords';

const recordPageSchema = pageSchema(processingRecordSchema);
export type ProcessingRecordPage = z.infer<typeof recordPageSchema>;

/** The query of GET /processingRecords (processingRecordListQuerySchema); page is one-based. */
// A type alias, not an interface, so it fits apiFetch's QueryParams record.
export type ProcessingRecordParams = {
  type?: LedgerEntryType;
  page: number;
  pageSize: number;
};

/**
 * GET /processingRecords: one page of the member's own ledger, newest first. Shared because the
 * asset page lists every entry and the settlement page the `settlement` ones.
 */
export async function listProcessingRecords(
  params: ProcessingRecordParams,
  signal?: AbortSignal,
): Promise<ProcessingRecordPage> {
  return recordPageSchema.parse(await apiFetch(PATH, { query: params, signal }));
}

export const processingRecordsQueryOptions = (params: ProcessingRecordParams) =>
  queryOptions({
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ signal }) => listProcessingRecords(params, signal),
    // Keep the current rows on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const useProcessingRecords = (params: ProcessingRecordParams) =>
  useQuery(processingRecordsQueryOptions(params));
