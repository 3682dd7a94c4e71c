import { messages } from '@settle/contract/messages';
import { describe, expect, it } from 'vitest';
import type { User } from '@settle/contract/users';
import { accountGateView } from '../src/features/auth/lib/account-gate';
import { ApiError, NetworkError } from '../src/lib/api-error';
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

describe('the account status gate, from GET /users/me', () => {
  const profile = (status: User['status']): User => ({
    id: 'm1',
    uid: 'm1',
    name: '김회원',
    email: 'm1@example.com',
    phone: '010-1234-5678',
    bank: '국민은행',
    account: '123-456-789012',
    assets: 100,
    isNotificationEnabled: true,
    totalSettlement: 0,
    status,
  });
  const offline = new NetworkError(false);
  const serverDown = new ApiError(503, null, '잠시 후 다시 시도해 주세요.');
  const deactivated = new ApiError(403, null, messages.memberDeactivated);
  const noProfile = new ApiError(404, null, messages.profileNotFound);

  it('waits for the first answer, then lets an active member through and stops the others', () => {
    expect(accountGateView({ data: undefined, error: null })).toEqual({ kind: 'loading' });
    expect(accountGateView({ data: profile('active'), error: null })).toEqual({ kind: 'pass' });
    expect(accountGateView({ data: profile('pending'), error: null })).toEqual({
      kind: 'status',
      status: 'pending',
    });
  });

  it('shows the error with no profile held yet', () => {
    expect(accountGateView({ data: undefined, error: offline })).toEqual({ kind: 'error', error: offline });
    expect(accountGateView({ data: undefined, error: serverDown })).toEqual({
      kind: 'error',
      error: serverDown,
    });
  });

  it('keeps the profile it holds when a refetch fails without a connection or on the server', () => {
    expect(accountGateView({ data: profile('active'), error: offline })).toEqual({ kind: 'pass' });
    expect(accountGateView({ data: profile('active'), error: serverDown })).toEqual({ kind: 'pass' });
    expect(accountGateView({ data: profile('pending'), error: offline })).toEqual({
      kind: 'status',
      status: 'pending',
    });
  });

  it('lets the refusals that say who the member is win over the profile held', () => {
    expect(accountGateView({ data: profile('active'), error: deactivated })).toEqual({
      kind: 'status',
      status: 'deactivated',
    });
    expect(accountGateView({ data: undefined, error: deactivated })).toEqual({
      kind: 'status',
      status: 'deactivated',
    });
    expect(accountGateView({ data: profile('active'), error: noProfile })).toEqual({ kind: 'two-steps' });
  });

  it("shows a rejected sign-up its waiting screen with the operator's reason (issue 16)", () => {
    const rejection = { reason: '계좌 명의가 다릅니다.', at: '2026-11-25T01:00:00.000Z' };
    expect(accountGateView({ data: { ...profile('rejected'), rejection }, error: null })).toEqual({
      kind: 'status',
      status: 'rejected',
      rejection,
    });
    // A rejection kept as history on an activated member never stops them.
    expect(accountGateView({ data: { ...profile('active'), rejection }, error: null })).toEqual({
      kind: 'pass',
    });
  });
});
