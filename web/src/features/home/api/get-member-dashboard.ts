import { memberDashboardSchema, type MemberDashboard } from '@settle/contract/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/main/dashboardData';

/**
 * GET /main/dashboardData: everything the home screen shows in one answer (assets and their KRW
 * value, rate, total settled, pending count, latest notices, unread messages, coming schedules,
 * recent transactions and ledger entries).
 */
export async function getMemberDashboard(signal?: AbortSignal): Promise<MemberDashboard> {
  return memberDashboardSchema.parse(await apiFetch(PATH, { signal }));
}

export const memberDashboardQueryOptions = () =>
  queryOptions({ queryKey: apiKeys.get(PATH), queryFn: ({ signal }) => getMemberDashboard(signal) });

export const useMemberDashboard = () => useQuery(memberDashboardQueryOptions());
