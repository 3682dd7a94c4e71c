import { describe, expect, it } from 'vitest';
import { sectionsFor } from '../src/app/navigation';
import { needsSecondFactor } from '../src/features/auth/lib/auth-error-message';
import { KOREAN_MOBILE_INVALID, toKoreanMobileE164 } from '../src/features/auth/lib/korean-mobile';
import { signedInWithSecondFactor } from '../src/features/auth/lib/role';
import { secondFactorErrorMessage } from '../src/features/auth/lib/second-factor-messages';

describe('a Korean mobile number for the SMS factor', () => {
  it('accepts 010 numbers as people type them and answers E.164', () => {
    expect(toKoreanMobileE164('010-1234-5678')).toBe('+821012345678');
    expect(toKoreanMobileE164('01012345678')).toBe('+821012345678');
    expect(toKoreanMobileE164(' 010 1234 5678 ')).toBe('+821012345678');
  });

  it('refuses anything else instead of guessing', () => {
    for (const input of [
      '02-123-4567',
      '011-123-4567',
      '+821012345678',
      '010-123-45678',
      '010-1234-567',
      '010-abcd-5678',
      '',
    ]) {
      expect(toKoreanMobileE164(input), input).toBeNull();
    }
    expect(KOREAN_MOBILE_INVALID).toMatch(/010-1234-5678/);
  });
});

describe('the second factor on the ID token', () => {
  it('counts a sign-in whose token names its second factor', () => {
    expect(signedInWithSecondFactor({ firebase: { sign_in_second_factor: 'phone' } })).toBe(true);
    expect(signedInWithSecondFactor({ firebase: { sign_in_second_factor: 'totp' } })).toBe(true);
  });

  it('does not count a one-factor sign-in, or no claims at all', () => {
    expect(signedInWithSecondFactor({ firebase: { sign_in_provider: 'password' } })).toBe(false);
    expect(signedInWithSecondFactor({ firebase: { sign_in_second_factor: '' } })).toBe(false);
    expect(signedInWithSecondFactor({ role: 'admin' })).toBe(false);
    expect(signedInWithSecondFactor(null)).toBe(false);
  });
});

describe('the second step of a sign-in', () => {
  it('is asked for by auth/multi-factor-auth-required only', () => {
    expect(needsSecondFactor({ code: 'auth/multi-factor-auth-required' })).toBe(true);
    expect(needsSecondFactor({ code: 'auth/invalid-credential' })).toBe(false);
    expect(needsSecondFactor(new Error('x'))).toBe(false);
  });

  it('explains a wrong or expired code in Korean', () => {
    expect(secondFactorErrorMessage({ code: 'auth/invalid-verification-code' })).toBe(
      '인증 코드가 올바르지 않습니다. 다시 확인해 주세요.',
    );
    expect(secondFactorErrorMessage({ code: 'auth/code-expired' })).toMatch(/만료/);
    expect(secondFactorErrorMessage({ code: 'auth/requires-recent-login' })).toMatch(/다시 로그인/);
    // Anything else: the sign-in messages, then their Korean fallback.
    expect(secondFactorErrorMessage({ code: 'auth/too-many-requests' })).toMatch(/잠시 후/);
    expect(secondFactorErrorMessage({ code: 'auth/whatever' })).toMatch(/로그인에 실패/);
  });
});

describe('the security page in the menu', () => {
  const labels = (role: 'admin' | 'user') => sectionsFor(role).flatMap((s) => s.items.map((i) => i.to));
  it('is in the admins’ settings menu', () => {
    const settings = sectionsFor('admin').find((s) => s.title === '설정');
    expect(settings?.items.map((i) => i.to)).toContain('/setting/security');
  });
  it('is not offered to members', () => {
    expect(labels('user')).not.toContain('/setting/security');
  });
});
