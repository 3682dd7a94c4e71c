/**
 * A Korean mobile number as people type it (010-1234-5678, 01012345678, 010 1234 5678) in the
 * E.164 form Firebase Auth sends SMS to (+821012345678). Anything else — landlines, foreign
 * numbers, old 011/016 prefixes, letters — is refused (null), never guessed.
 */
const KOREAN_MOBILE = /^010[-\s]?(\d{4})[-\s]?(\d{4})$/;

export function toKoreanMobileE164(input: string): string | null {
  const match = KOREAN_MOBILE.exec(input.trim());
  if (!match) return null;
  return `+8210${match[1]}${match[2]}`;
}

export const KOREAN_MOBILE_INVALID = '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.';
