import { userSchema } from '@settle/contract/users';
import { type UpdateProfileInput } from '@settle/contract/member-profile';
import { ME_PATH } from '../../../lib/me';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * PATCH /users/me: the member's own name, phone, bank, account and notification choice.
 * The answer is the updated user; the `users` cache group (GET /users/me) is invalidated.
 */
export const useUpdateMe = () =>
  useApiMutation({
    method: 'PATCH',
    path: ME_PATH,
    /** Already checked with parseKorean(updateProfileSchema, …). */
    body: (body: UpdateProfileInput) => body,
    parse: (data) => userSchema.parse(data),
  });
