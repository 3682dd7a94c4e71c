import { accessRangePresets } from '@settle/contract/export-reason';
import { addDays, addMonths, seoulDateOf } from './seoul-time';

/** A range of calendar days in Asia/Seoul, both ends included; '' leaves that end open. */
export interface DateRange {
  from: string;
  to: string;
}

export const datePresets = ['all', 'today', 'week', 'month'] as const;
export type DatePreset = (typeof datePresets)[number];

/** 오늘 / 1주일 / 1개월 as the access record names them (contract accessRangePresets), and 전체. */
export const datePresetLabels: Record<DatePreset, string> = { all: '전체', ...accessRangePresets };

export const emptyRange: DateRange = { from: '', to: '' };

/**
 * A preset's days as of `now`, in Seoul whatever the browser's zone: 오늘 is today, 1주일 the
 * 7 days before today up to today, 1개월 the same day last month up to today (as Korean banking
 * apps count them), 전체 no bound at all.
 */
export function presetRange(preset: DatePreset, now: Date): DateRange {
  if (preset === 'all') return emptyRange;
  const today = seoulDateOf(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'week':
      return { from: addDays(today, -7), to: today };
    case 'month':
      return { from: addMonths(today, -1), to: today };
  }
}

/** The same sentence the API answers for it (contract adminTransactionListQuerySchema). */
export const RANGE_ORDER_ERROR = '시작일은 종료일보다 늦을 수 없습니다.';

/** Korean error for a range that cannot be asked for, else null. */
export function dateRangeError(range: DateRange): string | null {
  return range.from !== '' && range.to !== '' && range.from > range.to ? RANGE_ORDER_ERROR : null;
}

/**
 * A Seoul day range as the ISO datetimes of an API that filters by instant (GET
 * /admin/auditLog from/to, both inclusive): from the first millisecond of `from` to the last of
 * `to`, in +09:00 so the days are Seoul's whatever the browser's zone. An open end stays open.
 */
export function seoulRangeInstants(range: DateRange): { from?: string; to?: string } {
  return {
    ...(range.from !== '' ? { from: `${range.from}T00:00:00.000+09:00` } : {}),
    ...(range.to !== '' ? { to: `${range.to}T23:59:59.999+09:00` } : {}),
  };
}
