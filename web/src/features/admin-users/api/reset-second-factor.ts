import { secondFactorResetSchema } from '@settle/contract/admin-users';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * POST /admin/users/{id}/secondFactor/reset: another admin clears a user's lost second factor
 * and ends their sessions (issue 16); they enrol again at the next sign-in.
 */
export const useResetSecondFactor = () =>
  useApiMutation({
    method: 'POST',
    path: (id: string) => `/admin/users/${encodeURIComponent(id)}/secondFactor/reset`,
    parse: (data) => secondFactorResetSchema.parse(data),
  });
