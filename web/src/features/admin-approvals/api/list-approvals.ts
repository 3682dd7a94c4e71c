import { approvalSchema, type Approval, type ApprovalStatus } from '@settle/contract/approvals';
import { pageSchema, type Page } from '@settle/contract/paging';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import { usePagedQuery, type CursorParams } from '../../../lib/use-cursor-pages';

const PATH = '/admin/approvals';
const approvalPageSchema = pageSchema(approvalSchema);

// A type alias, not an interface, so it fits apiFetch's QueryParams record.
export type ApprovalListFilters = { status?: ApprovalStatus };
export type ApprovalListParams = ApprovalListFilters & CursorParams;

/** GET /admin/approvals?status&cursor&pageSize: one page of requests, newest first. */
export async function listApprovals(
  params: ApprovalListParams,
  signal?: AbortSignal,
): Promise<Page<Approval>> {
  return approvalPageSchema.parse(await apiFetch(PATH, { query: params, signal }));
}

export const approvalsQueryOptions = (params: ApprovalListParams) =>
  queryOptions({
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ signal }) => listApprovals(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of requests (of one status, or all) and its cursor paging. */
export const useApprovals = (filters: ApprovalListFilters) => usePagedQuery(filters, approvalsQueryOptions);
