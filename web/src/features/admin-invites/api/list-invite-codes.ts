import { inviteCodeSchema, type InviteCode } from '@settle/contract/invites';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/admin/users/inviteCode';

/** GET /admin/users/inviteCode: every invite code, newest first. */
export async function listInviteCodes(signal?: AbortSignal): Promise<InviteCode[]> {
  return z.array(inviteCodeSchema).parse(await apiFetch(PATH, { signal }));
}

export const inviteCodesQueryOptions = () =>
  queryOptions({ queryKey: apiKeys.get(PATH), queryFn: ({ signal }) => listInviteCodes(signal) });

export const useInviteCodes = () => useQuery(inviteCodesQueryOptions());
