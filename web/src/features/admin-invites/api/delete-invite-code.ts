import { useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE /admin/users/inviteCode/{id}: revokes an unused code (409 with a Korean message otherwise). */
export const useDeleteInviteCode = () =>
  useApiMutation({
    method: 'DELETE',
    path: (id: string) => `/admin/users/inviteCode/${encodeURIComponent(id)}`,
    parse: () => undefined,
  });
