import { z } from 'zod/mini';

/** The banks a member can be paid out to (sign-up and profile forms show them in this order). */
export const banks = [
  'KB국민은행',
  '신한은행',
  '우리은행',
  '하나은행',
  'NH농협은행',
  'IBK기업은행',
  '카카오뱅크',
  '토스뱅크',
  '케이뱅크',
  'SC제일은행',
  '부산은행',
  '대구은행(iM뱅크)',
  '광주은행',
  '경남은행',
  '전북은행',
  '제주은행',
  '수협은행',
  '우체국',
  '새마을금고',
  '신협',
] as const;
export type Bank = (typeof banks)[number];

// No message for '': validation.ts then says "은행을 선택해 주세요." for a bank not chosen yet.
const bankError = (issue: { input?: unknown }) =>
  issue.input === '' ? undefined : '목록에 있는 은행을 선택해 주세요.';

export const bankSchema = z.enum(banks, { error: bankError });

/** A bank, or '' for "not registered" (shown as 미등록): the profile forms of members and admins. */
export const bankOrEmptySchema = z.enum(['', ...banks], { error: '목록에 있는 은행을 선택해 주세요.' });
