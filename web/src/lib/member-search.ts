import { adminUserSchema, type AdminUser } from '@settle/contract/admin-users';
import { pageSchema, type Page } from '@settle/contract/paging';
import type { UserStatus } from '@settle/contract/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { apiKeys } from './query-client';

const PATH = '/admin/users';
const RESULTS = 20;

const memberPageSchema = pageSchema(adminUserSchema);

export type MemberSearchParams = { q?: string; status?: UserStatus; page: number; pageSize: number };

/** GET /admin/users?q=&status=: the members a picker offers (the first 20 matches). */
export function memberSearchParams(search: string, status?: UserStatus): MemberSearchParams {
  const q = search.trim();
  return { ...(q !== '' ? { q } : {}), ...(status ? { status } : {}), page: 1, pageSize: RESULTS };
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
