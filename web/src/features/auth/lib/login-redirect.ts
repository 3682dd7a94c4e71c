export const LOGIN_PATH = '/login';

interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/** spec §6: a signed-out visitor goes to /login with the original full path as `redirect`. */
export function buildLoginRedirect({ pathname, search, hash }: LocationLike): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
}

/**
 * Where to go after signing in: the `redirect` query when it is a path on this site, else '/'.
 * Anything else ('https://evil.example', '//evil.example', '/\\evil.example') is refused so the
 * login page cannot be used as an open redirect; /login itself would loop.
 */
export function resolveRedirectTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/')) return '/';
  if (redirect.startsWith('//') || redirect.startsWith('/\\')) return '/';
  if (redirect === LOGIN_PATH || redirect.startsWith(`${LOGIN_PATH}?`)) return '/';
  return redirect;
}
