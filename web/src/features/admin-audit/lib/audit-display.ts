import {
  accessActionLabels,
  type AccessActorRole,
  type AccessEntry,
  type AccessHint,
  type AccessVerifyResult,
} from '@settle/contract/access-log';

export const actorRoleLabels: Record<AccessActorRole, string> = {
  admin: '관리자',
  user: '회원',
  cli: '운영 도구',
};

export const hintKindLabels: Record<AccessHint['kind'], string> = {
  'bulk-export': '대량 다운로드',
  'night-access': '심야 접근',
  'many-details': '회원 상세 다수 조회',
};

/** '회원 목록 다운로드'; an action this build does not know yet shows as sent. */
export function actionLabel(action: string): string {
  return (accessActionLabels as Record<string, string>)[action] ?? action;
}

/** The access record keeps the outcome: 2xx and 3xx read as 성공, anything else as 실패 (403). */
export function outcomeText(status: number): string {
  return status >= 200 && status < 400 ? `성공 (${status})` : `실패 (${status})`;
}

/** What the list shows of the members touched: none, one id, or the first and how many more. */
export function subjectsSummary(subjects: readonly string[]): string {
  if (subjects.length === 0) return '-';
  if (subjects.length === 1) return subjects[0] ?? '-';
  return `${subjects[0] ?? ''} 외 ${subjects.length - 1}명`;
}

/** An export's filter as one line: 'q=김 · status=active'; '전체' when it had none. */
export function exportFilterText(filter: Readonly<Record<string, string>>): string {
  const parts = Object.entries(filter).map(([key, value]) => `${key}=${value}`);
  return parts.length === 0 ? '전체' : parts.join(' · ');
}

/** The entry's `details` as label/value rows, in a stable order. */
export function detailRows(details: AccessEntry['details']): [string, string][] {
  return Object.entries(details)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => [key, typeof value === 'boolean' ? (value ? '예' : '아니요') : String(value)]);
}

/** '2026-11' → '2026년 11월' */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  return `${match[1]}년 ${Number(match[2])}월`;
}

/** The sentence under 위변조 검사: everything fits, or the first thing that does not. */
export function verifySummary(result: AccessVerifyResult): string {
  const counts = `블록 ${result.blocks.toLocaleString('ko-KR')}개 · 기록 ${result.entries.toLocaleString('ko-KR')}건 검사 (${Math.round(result.durationMs).toLocaleString('ko-KR')}ms)`;
  const unsealed =
    result.unsealed > 0 ? ` · 아직 봉인되지 않은 기록 ${result.unsealed.toLocaleString('ko-KR')}건` : '';
  if (result.ok) return `위변조 없음: ${counts}${unsealed}`;
  return `위변조 의심: ${result.problem?.message ?? '일치하지 않는 기록이 있습니다.'} — ${counts}${unsealed}`;
}
