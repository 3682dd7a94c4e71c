import { adminDashboardSchema, type AdminDashboard } from '@settle/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/admin/main';

/** GET /admin/main: members by status, pending work, assets awaiting settlement, volume by day. */
export async function getAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return adminDashboardSchema.parse(await apiFetch(PATH, { signal }));
}

export const adminDashboardQueryOptions = () =>
  queryOptions({ queryKey: apiKeys.get(PATH), queryFn: ({ signal }) => getAdminDashboard(signal) });

export const useAdminDashboard = () => useQuery(adminDashboardQueryOptions());
