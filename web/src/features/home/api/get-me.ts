import { userSchema, type User } from '@settle/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/users/me';

/** GET /users/me: the signed-in member's profile and balance. */
export async function getMe(signal?: AbortSignal): Promise<User> {
  return userSchema.parse(await apiFetch(PATH, { signal }));
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: apiKeys.get(PATH), queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQueryOptions());
