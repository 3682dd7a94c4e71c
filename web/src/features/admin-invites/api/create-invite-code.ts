import { inviteCodeSchema } from '@settle/contract/invites';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { CreateInviteCodeBody } from '../lib/invite-form';

/** POST /admin/users/inviteCode → 201 with the new code (generated when none was chosen). */
export const useCreateInviteCode = () =>
  useApiMutation({
    method: 'POST',
    path: '/admin/users/inviteCode',
    body: (body: CreateInviteCodeBody) => body,
    parse: (data) => inviteCodeSchema.parse(data),
  });
