import { adminUserSchema, type AdminUser } from '@settle/contract/admin-users';
import { pageSchema, type Page } from '@settle/contract/paging';
import type { UserStatus } from '@settle/contract/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { apiKeys } from './query-client';

const PATH = '/admin/users';
/** A typeahead shows the first few matches; typing more narrows them. */
const RESULTS = 10;

const memberPageSchema = pageSchema(adminUserSchema);

export type MemberSearchParams = { q?: string; status?: UserStatus; pageSize: number };

/**
 * GET /admin/users?q=&status=&pageSize=10: the members a picker offers, the first page of the
 * server's search index (name pieces, e-mail prefixes, phone digits; functions/src/lib/
 * search-tokens.ts). One page of reads per keystroke pause, however many members there are;
 * nothing is ever loaded in full. Without q: the newest members.
 */
export function memberSearchParams(search: string, status?: UserStatus): MemberSearchParams {
  const q = search.trim();
  return { ...(q !== '' ? { q } : {}), ...(status ? { status } : {}), pageSize: RESULTS };
}

export async function searchMembers(
  params: MemberSearchParams,
  signal?: AbortSignal,
): Promise<Page<AdminUser>> {
  return memberPageSchema.parse(await apiFetch(PATH, { query: params, signal }));
}

export const memberSearchQueryOptions = (params: MemberSearchParams) =>
  queryOptions({
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ signal }) => searchMembers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useMemberSearch = (params: MemberSearchParams, enabled: boolean) =>
  useQuery({ ...memberSearchQueryOptions(params), enabled });
