/** Where the address an e-mail link was sent to waits for the link to come back (same device). */
export const EMAIL_FOR_SIGN_IN_KEY = 'settle.emailForSignIn';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function rememberEmailForSignIn(storage: KeyValueStorage, email: string): void {
  storage.setItem(EMAIL_FOR_SIGN_IN_KEY, email);
}

/** The remembered address, or null when the link is opened on another device or browser. */
export function recallEmailForSignIn(storage: KeyValueStorage): string | null {
  const email = storage.getItem(EMAIL_FOR_SIGN_IN_KEY)?.trim();
  return email ? email : null;
}

export function forgetEmailForSignIn(storage: KeyValueStorage): void {
  storage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
}

/**
 * The page the e-mail link returns to: /login on this origin, keeping a `redirect` so the
 * person lands where they were going. Invalid redirects are dropped later by
 * resolveRedirectTarget, as for every other sign-in.
 */
export function emailLinkContinueUrl(origin: string, redirect: string | null): string {
  const url = new URL('/login', origin);
  if (redirect) url.searchParams.set('redirect', redirect);
  return url.toString();
}
