import { adminUserSchema, type RejectUserInput } from '@settle/contract/admin-users';
import { useApiMutation } from '../../../lib/use-api-mutation';

export interface RejectAdminUserVariables {
  id: string;
  /** Already checked with parseKorean(rejectUserSchema, …). */
  body: RejectUserInput;
}

/**
 * POST /admin/users/{id}/reject {reason}: a pending sign-up is refused (status rejected). Not
 * idempotent by key: a repeat is a 409 (only a pending member can be rejected) and changes
 * nothing, so a retry cannot reject twice.
 */
export const useRejectAdminUser = () =>
  useApiMutation({
    method: 'POST',
    path: ({ id }: RejectAdminUserVariables) => `/admin/users/${encodeURIComponent(id)}/reject`,
    body: ({ body }: RejectAdminUserVariables) => body,
    parse: (data) => adminUserSchema.parse(data),
  });
