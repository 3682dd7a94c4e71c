import { adminUserPageSchema, type AdminUserPage } from '@settle/contract/admin-users';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';
import { usePagedQuery } from '../../../lib/use-cursor-pages';
import type { AdminUserListFilters, AdminUserListParams } from '../lib/user-list-query';

const PATH = '/admin/users';

/** GET /admin/users?q=&status=&cursor=&pageSize=: one page of members, searched and filtered. */
export async function listAdminUsers(
  params: AdminUserListParams,
  signal?: AbortSignal,
): Promise<AdminUserPage> {
  return adminUserPageSchema.parse(await apiFetch(PATH, { query: params, signal }));
}

export const adminUsersQueryOptions = (params: AdminUserListParams) =>
  queryOptions({
    queryKey: apiKeys.get(PATH, params),
    queryFn: ({ signal }) => listAdminUsers(params, signal),
    // Keep the current rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });

/** One page of members (searched and filtered by `filters`) and its cursor paging. */
export const useAdminUsers = (filters: AdminUserListFilters) =>
  usePagedQuery(filters, adminUsersQueryOptions);
