import type { ErrorCode } from '@settle/contract/messages';
import type { User as FirebaseUser } from 'firebase/auth';
import { ApiError } from './api-error';

/**
 * PRODUCT.md Trust and compliance, payout account: changing bank or account needs a sign-in
 * within the last 5 minutes. The API answers 401 with code `reauth-required` (and changes
 * nothing) when the ID token's sign-in is older; the screen then asks the person to confirm who
 * they are and sends the same change again.
 */
const REAUTH_REQUIRED: ErrorCode = 'reauth-required';

export function isReauthRequired(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 401 &&
    typeof error.data === 'object' &&
    error.data !== null &&
    'code' in error.data &&
    error.data.code === REAUTH_REQUIRED
  );
}

/**
 * How this account can sign in again on the spot: with its password, or with Google's own
 * re-authentication (a popup) for an account made with Google only; an account that signs in
 * only by e-mail link has no quick way here ('sign-in-again': sign out and in).
 */
export type ReauthMethod = 'password' | 'google' | 'sign-in-again';

export function reauthMethodOf(user: Pick<FirebaseUser, 'providerData'>): ReauthMethod {
  const providers = user.providerData.map((info) => info.providerId);
  if (providers.includes('password')) return 'password';
  if (providers.includes('google.com')) return 'google';
  return 'sign-in-again';
}

const WRONG_PASSWORD = '비밀번호가 올바르지 않습니다.';

const REAUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-credential': WRONG_PASSWORD,
  'auth/wrong-password': WRONG_PASSWORD,
  'auth/invalid-login-credentials': WRONG_PASSWORD,
  'auth/missing-password': '비밀번호를 입력해 주세요.',
  'auth/too-many-requests': '시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  'auth/network-request-failed': '네트워크에 연결할 수 없습니다. 연결 상태를 확인해 주세요.',
  'auth/user-mismatch': '지금 로그인한 계정과 다른 계정입니다. 같은 계정으로 확인해 주세요.',
  'auth/user-mismatch-error': '지금 로그인한 계정과 다른 계정입니다. 같은 계정으로 확인해 주세요.',
  'auth/popup-blocked': '확인 창이 차단되었습니다. 팝업을 허용한 뒤 다시 시도해 주세요.',
  'auth/popup-closed-by-user': '확인 창이 닫혔습니다. 다시 시도해 주세요.',
  'auth/cancelled-popup-request': '확인 창이 닫혔습니다. 다시 시도해 주세요.',
  'auth/user-disabled': '비활성화된 계정입니다. 관리자에게 문의해 주세요.',
  'auth/user-token-expired': '로그인이 만료되었습니다. 다시 로그인해 주세요.',
};

export const REAUTH_FAILED = '본인 확인에 실패했습니다. 잠시 후 다시 시도해 주세요.';

/** A Korean sentence for a failed re-authentication (Firebase Auth error codes). */
export function reauthErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : undefined;
  return (code && REAUTH_ERROR_MESSAGES[code]) || REAUTH_FAILED;
}
