import { describe, expect, it } from 'vitest';
import { buildLoginRedirect, resolveRedirectTarget } from '../src/features/auth/lib/login-redirect';

describe('buildLoginRedirect', () => {
  it('keeps the full original path, query and hash, encoded', () => {
    expect(buildLoginRedirect({ pathname: '/notice/42', search: '?page=2&q=a b', hash: '#comments' })).toBe(
      '/login?redirect=%2Fnotice%2F42%3Fpage%3D2%26q%3Da%20b%23comments',
    );
  });

  it('sends a visitor of the home page to /login?redirect=%2F', () => {
    expect(buildLoginRedirect({ pathname: '/', search: '', hash: '' })).toBe('/login?redirect=%2F');
  });

  it('round-trips through URLSearchParams back to the original path', () => {
    const target = buildLoginRedirect({ pathname: '/setting/app', search: '?tab=theme', hash: '#dark' });
    const redirect = new URL(target, 'http://localhost').searchParams.get('redirect');
    expect(resolveRedirectTarget(redirect)).toBe('/setting/app?tab=theme#dark');
  });
});

describe('resolveRedirectTarget', () => {
  it('goes home when there is no redirect', () => {
    expect(resolveRedirectTarget(null)).toBe('/');
    expect(resolveRedirectTarget('')).toBe('/');
  });

  it('refuses targets off this site', () => {
    expect(resolveRedirectTarget('https://evil.example/')).toBe('/');
    expect(resolveRedirectTarget('//evil.example/')).toBe('/');
    expect(resolveRedirectTarget('/\\evil.example/')).toBe('/');
    expect(resolveRedirectTarget('javascript:alert(1)')).toBe('/');
  });

  it('does not loop back to the login page', () => {
    expect(resolveRedirectTarget('/login')).toBe('/');
    expect(resolveRedirectTarget('/login?redirect=%2F')).toBe('/');
  });
});
