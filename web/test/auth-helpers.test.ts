import { describe, expect, it } from 'vitest';
import { AUTH_ERROR_FALLBACK, authErrorMessage } from '../src/features/auth/lib/auth-error-message';
import { readCachedRole, roleFromClaims, writeCachedRole } from '../src/features/auth/lib/role';

describe('authErrorMessage', () => {
  it('explains wrong credentials in Korean', () => {
    expect(authErrorMessage({ code: 'auth/invalid-credential' })).toBe(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    );
  });

  it('has its own text for throttling and network failures', () => {
    expect(authErrorMessage({ code: 'auth/too-many-requests' })).toMatch(/잠시 후/);
    expect(authErrorMessage({ code: 'auth/network-request-failed' })).toMatch(/네트워크/);
  });

  it('falls back to a generic Korean message for anything else', () => {
    expect(authErrorMessage({ code: 'auth/unknown-thing' })).toBe(AUTH_ERROR_FALLBACK);
    expect(authErrorMessage(new Error('boom'))).toBe(AUTH_ERROR_FALLBACK);
    expect(authErrorMessage(undefined)).toBe(AUTH_ERROR_FALLBACK);
  });
});

describe('roleFromClaims', () => {
  it("is admin only when the role claim is exactly 'admin'", () => {
    expect(roleFromClaims({ role: 'admin' })).toBe('admin');
    expect(roleFromClaims({ role: 'user' })).toBe('user');
    expect(roleFromClaims({ role: 'Admin' })).toBe('user');
    expect(roleFromClaims({ admin: true })).toBe('user');
    expect(roleFromClaims({})).toBe('user');
  });
});

describe('the cached role (spec §9)', () => {
  it('reads back what was written and treats anything else as user', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    expect(readCachedRole(storage)).toBe('user');
    writeCachedRole(storage, 'admin');
    expect(readCachedRole(storage)).toBe('admin');
    store.set('settle.role', 'superuser');
    expect(readCachedRole(storage)).toBe('user');
  });
});
