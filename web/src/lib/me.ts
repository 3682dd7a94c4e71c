import { messages } from '@settle/contract/messages';
import { userSchema, type User } from '@settle/contract/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';
import { ApiError } from './api-error';
import { apiKeys } from './query-client';

export const ME_PATH = '/users/me';

/**
 * GET /users/me: the signed-in member's profile, balance and status. Shared because the
 * dashboard, the settings pages and the account status gate all read it (one cache entry).
 */
export async function getMe(signal?: AbortSignal): Promise<User> {
  return userSchema.parse(await apiFetch(ME_PATH, { signal }));
}

export const meQueryKey = apiKeys.get(ME_PATH);

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: ({ signal }) => getMe(signal) });

export const useMe = () => useQuery(meQueryOptions());

/**
 * GET /users/me answers 403 with the deactivated message for a deactivated member whose token
 * still verifies (the API refuses them on every route; the account is disabled, so the next
 * token refresh signs them out).
 */
export function isDeactivatedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.message === messages.memberDeactivated;
}

/** GET /users/me answers 404 for a signed-in account without a profile (sign-up not finished). */
export function isNoProfileError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
