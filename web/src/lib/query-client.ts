import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import type { QueryParams } from './api-client';

/** spec §7/§9: a GET answer is fresh for 5 s; older data is shown at once and refetched. */
export const API_STALE_TIME_MS = 5_000;

/** spec §9: reads are retried once on these statuses; writes never. */
const RETRYABLE_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiError && RETRYABLE_STATUSES.has(error.status);
}

/** '/users/me' → 'users'; '/admin/users/1' → 'admin' (spec §7 groups the cache by it). */
export function firstSegment(path: string): string {
  return path.split('/').find((part) => part !== '') ?? '';
}

/**
 * The query-key factory for API GETs: every key starts with the first path segment, so a
 * write can invalidate the whole group with `{ queryKey: [firstSegment(path)] }`.
 */
export const apiKeys = {
  segment: (path: string) => [firstSegment(path)] as const,
  get: (path: string, query?: QueryParams) =>
    query ? ([firstSegment(path), path, query] as const) : ([firstSegment(path), path] as const),
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: API_STALE_TIME_MS,
        retry: shouldRetryRead,
        refetchOnWindowFocus: true,
      },
      mutations: {
        retry: false,
        // Issue 14: a write runs now or fails now. TanStack's default ('online') pauses a mutation
        // issued offline and sends it once the connection returns, behind the person's back;
        // 'always' runs it at once and apiFetch refuses it (NetworkError), so nothing waits.
        // Queries keep 'online': an offline read waits and runs on reconnect, as before.
        networkMode: 'always',
      },
    },
  });
}

export const queryClient = createQueryClient();
