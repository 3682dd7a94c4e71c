import type { AccessMonth } from '@settle/contract/access-log';
import { seoulDateOf } from '../../../lib/seoul-time';

/**
 * Where a month stands in the 월 1회 점검:
 * - current: this Seoul month, still running (the API refuses to review it: accessReviewFuture);
 * - reviewed: an admin marked it, with a note;
 * - pending: ended, with entries, not reviewed: the screen asks for it;
 * - empty: ended without a single entry (before the record started): nothing to review,
 *   though it can still be marked.
 */
export type MonthState = 'current' | 'reviewed' | 'pending' | 'empty';

export function seoulMonthOf(instant: Date): string {
  return seoulDateOf(instant).slice(0, 7);
}

export function monthState(month: AccessMonth, currentMonth: string): MonthState {
  if (month.reviewed !== null) return 'reviewed';
  if (month.month >= currentMonth) return 'current';
  return month.entries === 0 ? 'empty' : 'pending';
}

export const monthStateLabels: Record<MonthState, string> = {
  current: '진행 중',
  reviewed: '점검 완료',
  pending: '점검 필요',
  empty: '기록 없음',
};

/** The ended months with entries that nobody has reviewed yet, newest first. */
export function unreviewedMonths(months: readonly AccessMonth[], currentMonth: string): AccessMonth[] {
  return months.filter((month) => monthState(month, currentMonth) === 'pending');
}

/** 점검 완료 is offered on an ended month not reviewed yet. */
export function canReview(month: AccessMonth, currentMonth: string): boolean {
  const state = monthState(month, currentMonth);
  return state === 'pending' || state === 'empty';
}
