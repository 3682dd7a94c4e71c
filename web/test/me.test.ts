import { messages } from '@settle/contract/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api-error';
import { isDeactivatedError, isNoProfileError } from '../src/lib/me';

describe('what GET /users/me refusing means for the account status gate', () => {
  it('tells the deactivated answer from the other refusals', () => {
    expect(isDeactivatedError(new ApiError(403, null, messages.memberDeactivated))).toBe(true);
    expect(isDeactivatedError(new ApiError(403, null, messages.memberPending))).toBe(false);
    expect(isDeactivatedError(new ApiError(401, null, messages.memberDeactivated))).toBe(false);
    expect(isDeactivatedError(new Error(messages.memberDeactivated))).toBe(false);
  });

  it('keeps the missing profile (404) apart', () => {
    expect(isNoProfileError(new ApiError(404, null, messages.profileNotFound))).toBe(true);
    expect(isNoProfileError(new ApiError(403, null, messages.memberDeactivated))).toBe(false);
  });
});
