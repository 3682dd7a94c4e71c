import type { InviteCodeValidity, ValidateInviteCodeInput } from '@settle/contract/invites';
import { useApiMutation } from '../../../lib/use-api-mutation';

function parseValidity(data: unknown): InviteCodeValidity {
  if (
    typeof data === 'object' &&
    data !== null &&
    'valid' in data &&
    data.valid === true &&
    'code' in data &&
    typeof data.code === 'string'
  ) {
    return { valid: true, code: data.code };
  }
  throw new Error('유효하지 않은 초대 코드입니다.');
}

/**
 * POST /users/validateInviteCode (no auth, spec §7): an invalid, expired or used-up code
 * answers 400/409 with a Korean message (ApiError.message).
 */
export const useValidateInviteCode = () =>
  useApiMutation({
    method: 'POST',
    path: '/users/validateInviteCode',
    body: (variables: ValidateInviteCodeInput) => variables,
    parse: parseValidity,
    auth: false,
  });
