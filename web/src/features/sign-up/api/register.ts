import { userSchema } from '@settle/contract/users';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { RegisterPayload } from '../lib/register-form';

/**
 * POST /users/register → 201 with the new, `pending` user. A new e-mail account calls it
 * without a token; a signed-in person without a profile (Google) calls it with theirs.
 */
export const useRegister = () =>
  useApiMutation({
    method: 'POST',
    path: '/users/register',
    body: (payload: RegisterPayload) => payload.body,
    parse: (data) => userSchema.parse(data),
    auth: (payload: RegisterPayload) => payload.mode === 'identity',
  });
