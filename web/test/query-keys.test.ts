import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/lib/api-error';
import { apiKeys, firstSegment, shouldRetryRead } from '../src/lib/query-client';

describe('query keys', () => {
  it('start with the first path segment, so a write can invalidate the group', () => {
    expect(firstSegment('/users/me')).toBe('users');
    expect(firstSegment('/admin/users/u1/activate')).toBe('admin');
    expect(apiKeys.get('/users/me')).toEqual(['users', '/users/me']);
    expect(apiKeys.get('/transactions', { page: 1 })).toEqual(['transactions', '/transactions', { page: 1 }]);
    expect(apiKeys.segment('/users/fcmToken')).toEqual(['users']);
  });
});

describe('shouldRetryRead', () => {
  it('retries a read once on the listed statuses only (spec §9)', () => {
    expect(shouldRetryRead(0, new ApiError(503, null, 'x'))).toBe(true);
    expect(shouldRetryRead(1, new ApiError(503, null, 'x'))).toBe(false);
    expect(shouldRetryRead(0, new ApiError(404, null, 'x'))).toBe(false);
    expect(shouldRetryRead(0, new ApiError(401, null, 'x'))).toBe(false);
    expect(shouldRetryRead(0, new TypeError('Failed to fetch'))).toBe(false);
  });
});
