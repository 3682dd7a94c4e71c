import { accessReviewsSchema, type AccessReviews } from '@settle/contract/access-log';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/admin/auditLog/reviews';

/** GET /admin/auditLog/reviews: the last 12 months, newest first, reviewed or not, with hints. */
export async function listAccessReviews(signal?: AbortSignal): Promise<AccessReviews> {
  return accessReviewsSchema.parse(await apiFetch(PATH, { signal }));
}

export const accessReviewsQueryOptions = () =>
  queryOptions({ queryKey: apiKeys.get(PATH), queryFn: ({ signal }) => listAccessReviews(signal) });

export const useAccessReviews = () => useQuery(accessReviewsQueryOptions());
