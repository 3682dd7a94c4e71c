import { authErrorCode, authErrorMessage } from './auth-error-message';

/**
 * Korean text for what can go wrong while signing in with, or enrolling, a second factor
 * (issue 16). Loaded only with the second-factor step and the security page, never with the
 * first JS of /login.
 */
const SECOND_FACTOR_MESSAGES: Readonly<Record<string, string>> = {
  'auth/invalid-verification-code': '인증 코드가 올바르지 않습니다. 다시 확인해 주세요.',
  'auth/missing-verification-code': '인증 코드를 입력해 주세요.',
  'auth/missing-code': '인증 코드를 입력해 주세요.',
  'auth/code-expired': '인증 코드가 만료되었습니다. 코드를 다시 받아 주세요.',
  'auth/invalid-verification-id': '인증 요청이 만료되었습니다. 코드를 다시 받아 주세요.',
  'auth/missing-verification-id': '인증 요청이 만료되었습니다. 코드를 다시 받아 주세요.',
  'auth/totp-challenge-timeout': '인증 시간이 지났습니다. 처음부터 다시 로그인해 주세요.',
  'auth/invalid-multi-factor-session': '인증 시간이 지났습니다. 처음부터 다시 로그인해 주세요.',
  'auth/missing-multi-factor-session': '인증 시간이 지났습니다. 처음부터 다시 로그인해 주세요.',
  'auth/multi-factor-info-not-found': '등록된 2단계 인증 수단을 찾을 수 없습니다. 관리자에게 문의해 주세요.',
  'auth/invalid-phone-number': '휴대폰 번호가 올바르지 않습니다.',
  'auth/missing-phone-number': '휴대폰 번호를 입력해 주세요.',
  'auth/quota-exceeded': '인증 문자 발송 한도를 넘었습니다. 잠시 후 다시 시도해 주세요.',
  'auth/captcha-check-failed': '자동 입력 방지 확인에 실패했습니다. 다시 시도해 주세요.',
  'auth/second-factor-already-in-use': '이미 등록된 2단계 인증 수단입니다.',
  'auth/maximum-second-factor-count-exceeded': '더 이상 2단계 인증 수단을 등록할 수 없습니다.',
  'auth/unsupported-first-factor': '이 로그인 방법으로는 2단계 인증을 등록할 수 없습니다.',
  'auth/requires-recent-login': '보안을 위해 다시 로그인한 뒤 등록해 주세요.',
  'auth/unverified-email': '이메일 인증을 마친 계정만 2단계 인증을 등록할 수 있습니다.',
  'auth/operation-not-allowed': '이 프로젝트에서 사용할 수 없는 인증 방법입니다.',
};

export function secondFactorErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return (code && SECOND_FACTOR_MESSAGES[code]) || authErrorMessage(error);
}
