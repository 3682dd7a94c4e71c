import { addDays, addMonths, formatCalendarDay, seoulDateOf } from './seoul-time';
import { dateRangeError, type DateRange } from './date-range';

/**
 * 기간 of the member's lists (거래, 처리 내역, 정산), as Korean banking apps offer it: 1주일,
 * 1개월, 3개월 up to today, or two days typed in (직접 입력). Calendar days in Asia/Seoul
 * whatever the phone's zone; both ends included.
 */
export const periods = ['week', 'month', 'quarter', 'custom'] as const;
export type Period = (typeof periods)[number];

export const periodLabels: Record<Period, string> = {
  week: '1주일',
  month: '1개월',
  quarter: '3개월',
  custom: '직접 입력',
};

/** 1개월, as the banking apps members know open their 거래내역. */
export const DEFAULT_PERIOD: Period = 'month';

/**
 * A preset's days as of `now`: 1주일 is the 7 days before today up to today (as the admin
 * lists count it, lib/date-range), 1개월 and 3개월 the same day that many months ago (or that
 * month's last day) up to today.
 */
export function presetPeriodRange(period: Exclude<Period, 'custom'>, now: Date): DateRange {
  const today = seoulDateOf(now);
  switch (period) {
    case 'week':
      return { from: addDays(today, -7), to: today };
    case 'month':
      return { from: addMonths(today, -1), to: today };
    case 'quarter':
      return { from: addMonths(today, -3), to: today };
  }
}

/** What a list shows: the chosen period and its days ('' for an open end when typed in). */
export interface PeriodSelection {
  period: Period;
  range: DateRange;
}

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A 'YYYY-MM-DD' that names a real day, else ''. */
function dayOrEmpty(value: string | null): string {
  if (value === null || !CALENDAR_DAY.test(value)) return '';
  // 2026-02-30 parses in some engines as March 2nd: the day must survive the round trip.
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : '';
}

/**
 * The selection a list's URL holds (`?period=custom&from=…&to=…`), so back and refresh keep
 * it; anything missing or unreadable falls back to the default. A preset is computed anew
 * as of `now`, so "1개월" opened tomorrow is tomorrow's month.
 */
export function periodFromSearch(search: URLSearchParams, now: Date): PeriodSelection {
  const raw = search.get('period');
  const period: Period = periods.find((p) => p === raw) ?? DEFAULT_PERIOD;
  if (period === 'custom') {
    return { period, range: { from: dayOrEmpty(search.get('from')), to: dayOrEmpty(search.get('to')) } };
  }
  return { period, range: presetPeriodRange(period, now) };
}

/** The URL parameters of a selection: the period, and the days only when typed in. */
export function periodSearchParams(selection: PeriodSelection): Record<string, string> {
  if (selection.period !== 'custom') return { period: selection.period };
  return {
    period: 'custom',
    ...(selection.range.from !== '' ? { from: selection.range.from } : {}),
    ...(selection.range.to !== '' ? { to: selection.range.to } : {}),
  };
}

/**
 * The API's `from`/`to` for a selection (open ends left out), or null while the typed days
 * cannot be asked for (start after end): the list keeps what it showed and the inputs say why.
 */
export function periodQuery(selection: PeriodSelection): { from?: string; to?: string } | null {
  if (dateRangeError(selection.range) !== null) return null;
  const { from, to } = selection.range;
  return { ...(from !== '' ? { from } : {}), ...(to !== '' ? { to } : {}) };
}

/** '2026.10.25 ~ 2026.11.25', with 처음 / 오늘 for open ends typed in. */
export function periodText(range: DateRange): string {
  if (range.from === '' && range.to === '') return '전체 기간';
  const from = range.from === '' ? '처음' : formatCalendarDay(range.from);
  const to = range.to === '' ? '오늘' : formatCalendarDay(range.to);
  return `${from} ~ ${to}`;
}
