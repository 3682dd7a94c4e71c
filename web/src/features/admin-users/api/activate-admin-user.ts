import { adminUserSchema } from '@settle/contract/admin-users';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** PATCH /admin/users/{id}/activate: a pending or deactivated member becomes active. */
export const useActivateAdminUser = () =>
  useApiMutation({
    method: 'PATCH',
    path: (id: string) => `/admin/users/${encodeURIComponent(id)}/activate`,
    parse: (data) => adminUserSchema.parse(data),
  });
