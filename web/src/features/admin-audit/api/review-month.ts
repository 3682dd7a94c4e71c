import type { AccessReviewInput } from '@settle/contract/access-log';
import { useApiMutation, type ApiMutationConfig } from '../../../lib/use-api-mutation';

/**
 * POST /admin/auditLog/reviews {month, note} (월 1회 점검): marks a month reviewed. The write
 * refreshes the /admin cache group, the reviews among it. The answer is not read.
 */
export const reviewMonth: ApiMutationConfig<AccessReviewInput, void> = {
  method: 'POST',
  path: '/admin/auditLog/reviews',
  /** Already checked with parseKorean(accessReviewSchema, …). */
  body: (input) => input,
  parse: () => undefined,
};

export const useReviewMonth = () => useApiMutation(reviewMonth);
