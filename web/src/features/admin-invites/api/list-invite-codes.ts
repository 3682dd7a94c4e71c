import { inviteCodeSchema, type InviteCode } from '@settle/contract/invites';
import { pageSchema, type Page } from '@settle/contract/paging';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import { usePagedQuery, type CursorParams } from '../../../lib/use-cursor-pages';

const PATH = '/admin/users/inviteCode';
const inviteCodePageSchema = pageSchema(inviteCodeSchema);

/** GET /admin/users/inviteCode?cursor&pageSize: one page of invite codes, newest first. */
export async function listInviteCodes(params: CursorParams, signal?: AbortSignal): Promise<Page<InviteCode>> {
  return inviteCodePageSchema.parse(await apiFetch(PATH, { query: params, signal }));
}

export const inviteCodesQueryOptions = (params: CursorParams) =>
  queryOptions({
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ signal }) => listInviteCodes(params, signal),
    placeholderData: keepPreviousData,
  });

/** One page of codes and its cursor paging (the list has no filters). */
export const useInviteCodes = () => usePagedQuery({}, inviteCodesQueryOptions);
