import type { z } from 'zod/mini';
import { amountFormatMessage } from './amount-messages.js';
import { AMOUNT_ISSUE } from './amounts.js';

/** Korean names of the fields people fill in, used in validation messages. */
export const fieldLabels: Record<string, string> = {
  name: '이름',
  email: '이메일',
  // The member's mobile number (koreanMobileSchema), called 휴대폰 번호 on every screen.
  phone: '휴대폰 번호',
  bank: '은행',
  account: '계좌번호',
  accountNumber: '계좌번호',
  password: '비밀번호',
  code: '초대 코드',
  inviteCode: '초대 코드',
  maxUses: '최대 사용 횟수',
  expiresAt: '만료 일시',
  // What the person agrees to: "개인정보 수집·이용에 동의해 주세요." starts with it.
  consent: '개인정보 수집·이용',
  value: '값',
  unit: '자산 단위',
  amount: '금액',
  memo: '메모',
  status: '상태',
  q: '검색어',
  page: '페이지',
  pageSize: '페이지 크기',
  isNotificationEnabled: '알림 설정',
  userId: '회원',
  // A reject's reason (반려 사유) and a download's reason (다운로드 사유): each schema's message names which.
  reason: '사유',
  ids: '처리 내역',
  from: '시작일',
  to: '종료일',
  sort: '정렬',
  order: '정렬 방향',
  type: '유형',
  batchId: '정산 배치',
  format: '형식',
  title: '제목',
  body: '내용',
  pinned: '상단 고정',
  published: '게시',
  url: '링크',
  fcmToken: '알림 토큰',
  target: '받는 대상',
  userIds: '받는 회원',
  read: '읽음',
  description: '설명',
  start: '시작',
  end: '종료',
  allDay: '종일',
  notify: '알림',
};

const HANGUL = /[가-힣]/;

/** Fields a person picks from a list rather than types: their empty answer says 선택해 주세요. */
const PICKED_FIELDS: ReadonlySet<string> = new Set(['bank', 'userId', 'target', 'type', 'format']);

function fieldNameOf(path: readonly PropertyKey[]): string | undefined {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  return typeof last === 'string' ? last : undefined;
}

function labelOf(path: readonly PropertyKey[]): string {
  const name = fieldNameOf(path);
  if (name === undefined) return '요청 본문';
  return fieldLabels[name] ?? name;
}

/** 을 after a final consonant (이름을), 를 after a vowel (비밀번호를); 를 for non-Hangul endings. */
export function objectParticle(word: string): '을' | '를' {
  const last = word.charCodeAt(word.length - 1);
  if (last < 0xac00 || last > 0xd7a3) return '를';
  return (last - 0xac00) % 28 === 0 ? '를' : '을';
}

/**
 * What a person should do about one zod issue, in plain Korean and without the field's label in
 * front: the line a form shows under the field ("이름을 입력해 주세요.", "8자 이상 입력해
 * 주세요."). The one mapping from issues to words: `describeIssue` builds the API's answer from
 * it, and the web forms show it as it is.
 *
 * A schema's own Korean message is kept as it is. An empty answer ('' after trimming) refused by
 * a check without one reads "…을/를 입력해 주세요." (선택해 주세요 for a list): "8자 이상" or
 * "형식이 올바르지 않습니다" says nothing useful about a field left blank. A schema that wants this
 * wording for a blank field puts a check without a message first (`z.minLength(1)`).
 */
export function fieldMessage(issue: z.core.$ZodIssue): string {
  const name = fieldNameOf(issue.path);
  if (issue.code === 'custom' && issue.message === AMOUNT_ISSUE && issue.input !== '') {
    return amountFormatMessage(issue.input as number | string);
  }
  if (HANGUL.test(issue.message)) return issue.message;
  if (issue.input === '' && name !== undefined) {
    const label = labelOf(issue.path);
    const verb = PICKED_FIELDS.has(name) ? '선택해' : '입력해';
    return `${label}${objectParticle(label)} ${verb} 주세요.`;
  }
  switch (issue.code) {
    case 'unrecognized_keys':
      return `허용되지 않은 항목이 있습니다: ${issue.keys.join(', ')}`;
    case 'invalid_type':
      // reportInput tells a missing field from a wrong type; forms always send every field.
      if (issue.input === undefined) return '필수 항목입니다.';
      return '형식이 올바르지 않습니다.';
    case 'too_small':
      if (issue.origin === 'string') return `${String(issue.minimum)}자 이상 입력해 주세요.`;
      return '값이 너무 작습니다.';
    case 'too_big':
      if (issue.origin === 'string') return `${String(issue.maximum)}자 이하로 입력해 주세요.`;
      return '값이 너무 큽니다.';
    case 'invalid_value':
      return '허용되지 않는 값입니다.';
    case 'invalid_format':
      return '형식이 올바르지 않습니다.';
    default:
      return '값이 올바르지 않습니다.';
  }
}

/**
 * The API's sentence for an issue: the field's label, then what to do ("비밀번호: 8자 이상 입력해
 * 주세요."), so an answer read without the form still names the field. A message that already
 * starts with the label ("이름을 입력해 주세요.", "계좌번호는 숫자와 하이픈만 입력해 주세요.") is not
 * prefixed again: "이름: 이름을 입력해 주세요." says the name twice.
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const message = fieldMessage(issue);
  if (issue.code === 'unrecognized_keys') return message;
  const label = labelOf(issue.path);
  return message.startsWith(label) ? message : `${label}: ${message}`;
}

/** The first issue of a failed parse as `{ message, field }`. */
export function firstIssue(error: z.core.$ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  if (!issue) return { message: '요청 값이 올바르지 않습니다.' };
  const message = describeIssue(issue);
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : undefined;
  return field === undefined ? { message } : { message, field };
}

export type KoreanParseResult<T> =
  { success: true; data: T } | { success: false; message: string; field?: string };

/**
 * Parses with a contract schema and, on failure, gives the first problem as one Korean
 * sentence. Used by the API's validation middleware and by the web forms alike.
 */
export function parseKorean<S extends z.ZodMiniType>(
  schema: S,
  input: unknown,
): KoreanParseResult<z.output<S>> {
  // reportInput lets a missing field ("필수 항목") be told apart from a wrong type.
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { success: true, data: result.data };
  return { success: false, ...firstIssue(result.error) };
}
