import { adminUserSchema } from '@settle/contract/admin-users';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE /admin/users/{id}: deactivates the member; the account is disabled, data kept. */
export const useDeactivateAdminUser = () =>
  useApiMutation({
    method: 'DELETE',
    path: (id: string) => `/admin/users/${encodeURIComponent(id)}`,
    parse: (data) => adminUserSchema.parse(data),
  });
