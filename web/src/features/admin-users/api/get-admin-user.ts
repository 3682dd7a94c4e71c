import { adminUserDetailSchema, type AdminUserDetail } from '@settle/contract/admin-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const pathOf = (id: string) => `/admin/users/${encodeURIComponent(id)}`;

/**
 * GET /admin/users/{id} (회원 상세): the member with the full account number (decrypted for this
 * read, which the access record notes), the payout-account history and the other members
 * registered with the same account.
 */
export async function getAdminUser(id: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return adminUserDetailSchema.parse(await apiFetch(pathOf(id), { signal }));
}

export const adminUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: apiKeys.get(pathOf(id)),
    queryFn: ({ signal }) => getAdminUser(id, signal),
    // Each read is an entry in the access record: not again on every window focus.
    refetchOnWindowFocus: false,
  });

export const useAdminUser = (id: string) => useQuery(adminUserQueryOptions(id));
