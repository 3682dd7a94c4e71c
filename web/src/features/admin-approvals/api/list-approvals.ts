import { approvalSchema, type Approval, type ApprovalStatus } from '@settle/contract/approvals';
import { pageSchema, type Page } from '@settle/contract/paging';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/admin/approvals';
const approvalPageSchema = pageSchema(approvalSchema);

export type ApprovalListParams = {
  status?: ApprovalStatus;
  page: number;
  pageSize: number;
};

/** GET /admin/approvals?status&page&pageSize: one page of requests, newest first. */
export async function listApprovals(
  params: ApprovalListParams,
  signal?: AbortSignal,
): Promise<Page<Approval>> {
  return approvalPageSchema.parse(await apiFetch(PATH, { query: { ...params }, signal }));
}

export const approvalsQueryOptions = (params: ApprovalListParams) =>
  queryOptions({
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ signal }) => listApprovals(params, signal),
    placeholderData: keepPreviousData,
  });

export const useApprovals = (params: ApprovalListParams) => useQuery(approvalsQueryOptions(params));
