import type { User } from 'firebase/auth';
import { useSigninCheck } from 'reactfire';

/**
 * Who is signed in, for screens that need only that: reactfire's `useSigninCheck` (which follows
 * Firebase's `onIdTokenChanged`) under the names these screens already read. The route guards
 * and the role read reactfire directly (features/auth); claims go through `useSigninCheck` with
 * `requiredClaims` or a validator there, never through this.
 */
export type AuthState =
  | { status: 'loading'; signedIn: false; user: null }
  | { status: 'success'; signedIn: boolean; user: User | null };

const LOADING: AuthState = { status: 'loading', signedIn: false, user: null };

export function useAuthState(): AuthState {
  const { status, data } = useSigninCheck();
  // reactfire throws an observable's error during render, so `error` never reaches here.
  if (status !== 'success') return LOADING;
  return data.signedIn
    ? { status, signedIn: true, user: data.user }
    : { status, signedIn: false, user: null };
}
