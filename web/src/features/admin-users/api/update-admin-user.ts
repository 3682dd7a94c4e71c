import { adminUserSchema, type AdminUpdateUserInput } from '@settle/contract/admin-users';
import { useApiMutation } from '../../../lib/use-api-mutation';

export interface UpdateAdminUserVariables {
  id: string;
  /** Already checked with parseKorean(adminUpdateUserSchema, …). */
  body: AdminUpdateUserInput;
}

/** PATCH /admin/users/{id}: corrects name, phone, bank or account (never money or status). */
export const useUpdateAdminUser = () =>
  useApiMutation({
    method: 'PATCH',
    path: ({ id }: UpdateAdminUserVariables) => `/admin/users/${encodeURIComponent(id)}`,
    body: ({ body }: UpdateAdminUserVariables) => body,
    parse: (data) => adminUserSchema.parse(data),
  });
