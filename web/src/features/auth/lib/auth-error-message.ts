import type { MultiFactorError } from 'firebase/auth';

const WRONG_CREDENTIALS = '이메일 또는 비밀번호가 올바르지 않습니다.';

/**
 * Korean text for the Firebase Auth codes a person can meet while signing in: the ones spec §8
 * lists (popup-blocked … multi-factor-auth-required) plus the everyday password and e-mail link
 * failures.
 */
const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/invalid-email': '이메일 형식이 올바르지 않습니다.',
  'auth/missing-email': '이메일을 입력해 주세요.',
  'auth/user-disabled': '비활성화된 계정입니다. 관리자에게 문의해 주세요.',
  'auth/too-many-requests': '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  'auth/network-request-failed': '네트워크에 연결할 수 없습니다. 연결 상태를 확인해 주세요.',
  'auth/popup-blocked': '로그인 팝업이 차단되었습니다. 팝업을 허용한 뒤 다시 시도해 주세요.',
  'auth/popup-closed-by-user': '로그인 창이 닫혔습니다. 다시 시도해 주세요.',
  'auth/cancelled-popup-request': '로그인 창이 닫혔습니다. 다시 시도해 주세요.',
  'auth/unauthorized-domain': '이 주소에서는 로그인할 수 없습니다. 관리자에게 문의해 주세요.',
  'auth/user-mismatch': '처음 로그인한 계정과 다른 계정입니다. 같은 계정으로 다시 시도해 주세요.',
  'auth/multi-factor-auth-required':
    '2단계 인증이 설정된 계정은 이 서비스에서 로그인할 수 없습니다. 관리자에게 문의해 주세요.',
  'auth/account-exists-with-different-credential':
    '같은 이메일로 가입된 계정이 있습니다. 처음 가입한 방법으로 로그인해 주세요.',
  'auth/invalid-action-code': '로그인 링크가 만료되었거나 이미 사용되었습니다. 링크를 다시 받아 주세요.',
  'auth/expired-action-code': '로그인 링크가 만료되었습니다. 링크를 다시 받아 주세요.',
  'auth/operation-not-allowed': '지금은 사용할 수 없는 로그인 방법입니다.',
};

export const AUTH_ERROR_FALLBACK = '로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.';

/** The `code` of a Firebase Auth error, if the value carries one. */
export function authErrorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** A Korean sentence for an error thrown by Firebase Auth during sign-in. */
export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return (code && AUTH_ERROR_MESSAGES[code]) || AUTH_ERROR_FALLBACK;
}

/** Popup failures after which the same sign-in is retried as a full-page redirect. */
export function shouldFallBackToRedirect(error: unknown): boolean {
  const code = authErrorCode(error);
  return code === 'auth/popup-blocked' || code === 'auth/popup-closed-by-user';
}

/**
 * The account has a second factor (issue 16): the sign-in is not finished, and the login page
 * loads the second-factor step (lazily, to keep it out of the first JS) with this error.
 */
export function needsSecondFactor(error: unknown): error is MultiFactorError {
  return authErrorCode(error) === 'auth/multi-factor-auth-required';
}
