const AUTH_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-credential': '이메일 또는 비밀번호가 올바르지 않습니다.',
  'auth/wrong-password': '이메일 또는 비밀번호가 올바르지 않습니다.',
  'auth/user-not-found': '이메일 또는 비밀번호가 올바르지 않습니다.',
  'auth/invalid-email': '이메일 형식이 올바르지 않습니다.',
  'auth/user-disabled': '사용이 중지된 계정입니다. 운영자에게 문의해 주세요.',
  'auth/too-many-requests': '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  'auth/network-request-failed': '네트워크에 연결할 수 없습니다. 연결 상태를 확인해 주세요.',
};

export const AUTH_ERROR_FALLBACK = '로그인에 실패했습니다. 잠시 후 다시 시도해 주세요.';

/** A Korean sentence for an error thrown by Firebase Auth during sign-in. */
export function authErrorMessage(error: unknown): string {
  const code =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code
      : undefined;
  return (code && AUTH_ERROR_MESSAGES[code]) || AUTH_ERROR_FALLBACK;
}
