import type { z } from 'zod/mini';

/** Korean names of the fields people fill in, used in validation messages. */
export const fieldLabels: Record<string, string> = {
  name: '이름',
  email: '이메일',
  phone: '전화번호',
  bank: '은행',
  account: '계좌번호',
  accountNumber: '계좌번호',
  password: '비밀번호',
  code: '초대 코드',
  inviteCode: '초대 코드',
  maxUses: '최대 사용 횟수',
  expiresAt: '만료 일시',
  consent: '약관 동의',
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

function labelOf(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  if (typeof last !== 'string') return '요청 본문';
  return fieldLabels[last] ?? last;
}

/**
 * One Korean sentence for a zod issue, naming the field. Schemas may carry their own Korean
 * message (`z.minLength(1, '…')`); those are kept as they are.
 */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const label = labelOf(issue.path);
  if (HANGUL.test(issue.message)) return `${label}: ${issue.message}`;
  switch (issue.code) {
    case 'unrecognized_keys':
      return `허용되지 않은 항목이 있습니다: ${issue.keys.join(', ')}`;
    case 'invalid_type':
      if (issue.input === undefined) return `${label}: 필수 항목입니다.`;
      return `${label}: 형식이 올바르지 않습니다.`;
    case 'too_small':
      if (issue.origin === 'string') return `${label}: ${String(issue.minimum)}자 이상 입력해 주세요.`;
      return `${label}: 값이 너무 작습니다.`;
    case 'too_big':
      if (issue.origin === 'string') return `${label}: ${String(issue.maximum)}자 이하로 입력해 주세요.`;
      return `${label}: 값이 너무 큽니다.`;
    case 'invalid_value':
      return `${label}: 허용되지 않는 값입니다.`;
    case 'invalid_format':
      return `${label}: 형식이 올바르지 않습니다.`;
    default:
      return `${label}: 값이 올바르지 않습니다.`;
  }
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
