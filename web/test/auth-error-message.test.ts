import { describe, expect, it } from 'vitest';
import {
  AUTH_ERROR_FALLBACK,
  authErrorMessage,
  shouldFallBackToRedirect,
} from '../src/features/auth/lib/auth-error-message';
import {
  EMAIL_FOR_SIGN_IN_KEY,
  emailLinkContinueUrl,
  forgetEmailForSignIn,
  recallEmailForSignIn,
  rememberEmailForSignIn,
} from '../src/features/auth/lib/email-link';
import { FakeStorage } from './fake-storage';

const HANGUL = /[가-힣]/;

describe('authErrorMessage', () => {
  it.each([
    // spec §8's identity provider codes
    'auth/popup-blocked',
    'auth/popup-closed-by-user',
    'auth/unauthorized-domain',
    'auth/user-mismatch',
    'auth/network-request-failed',
    'auth/multi-factor-auth-required',
    // everyday sign-in failures
    'auth/invalid-credential',
    'auth/too-many-requests',
    'auth/user-disabled',
    'auth/invalid-email',
    'auth/invalid-action-code',
  ])('has its own Korean sentence for %s', (code) => {
    const message = authErrorMessage({ code });
    expect(message).not.toBe(AUTH_ERROR_FALLBACK);
    expect(message).toMatch(HANGUL);
  });

  it('tells a deactivated member to contact the operator', () => {
    expect(authErrorMessage({ code: 'auth/user-disabled' })).toBe(
      '비활성화된 계정입니다. 관리자에게 문의해 주세요.',
    );
  });

  it('tells about a blocked popup and a wrong password in words a person understands', () => {
    expect(authErrorMessage({ code: 'auth/popup-blocked' })).toMatch(/팝업/);
    expect(authErrorMessage({ code: 'auth/invalid-credential' })).toBe(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    );
  });

  it('falls back to a generic Korean message for unknown errors', () => {
    expect(authErrorMessage({ code: 'auth/something-new' })).toBe(AUTH_ERROR_FALLBACK);
    expect(authErrorMessage(null)).toBe(AUTH_ERROR_FALLBACK);
  });
});

describe('shouldFallBackToRedirect', () => {
  it('retries Google sign-in as a redirect only when the popup was blocked or closed', () => {
    expect(shouldFallBackToRedirect({ code: 'auth/popup-blocked' })).toBe(true);
    expect(shouldFallBackToRedirect({ code: 'auth/popup-closed-by-user' })).toBe(true);
    expect(shouldFallBackToRedirect({ code: 'auth/unauthorized-domain' })).toBe(false);
    expect(shouldFallBackToRedirect({ code: 'auth/network-request-failed' })).toBe(false);
    expect(shouldFallBackToRedirect(new Error('boom'))).toBe(false);
  });
});

describe('e-mail link sign-in helpers', () => {
  it('remembers the address under settle.emailForSignIn until the link is used', () => {
    const storage = new FakeStorage();
    expect(recallEmailForSignIn(storage)).toBeNull();
    rememberEmailForSignIn(storage, 'member@example.com');
    expect(storage.items.get(EMAIL_FOR_SIGN_IN_KEY)).toBe('member@example.com');
    expect(recallEmailForSignIn(storage)).toBe('member@example.com');
    forgetEmailForSignIn(storage);
    expect(recallEmailForSignIn(storage)).toBeNull();
  });

  it('treats a blank remembered address as none (the link was opened elsewhere)', () => {
    const storage = new FakeStorage();
    storage.setItem(EMAIL_FOR_SIGN_IN_KEY, '  ');
    expect(recallEmailForSignIn(storage)).toBeNull();
  });

  it('sends the link back to /login on the same origin, keeping the redirect', () => {
    expect(emailLinkContinueUrl('https://settle.example', null)).toBe('https://settle.example/login');
    expect(emailLinkContinueUrl('http://127.0.0.1:5173', '/setting/app?tab=1')).toBe(
      'http://127.0.0.1:5173/login?redirect=%2Fsetting%2Fapp%3Ftab%3D1',
    );
  });
});
