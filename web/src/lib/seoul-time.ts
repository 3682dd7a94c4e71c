import { seoulDateText, seoulDateTimeText } from '@settle/contract/seoul-time';

/** '2026-11-21T15:30:00Z' → '2026.11.22'; '-' for a missing or bad value. */
export function formatSeoulDate(iso: string | null | undefined): string {
  return (iso ? seoulDateText(new Date(iso)) : null) ?? '-';
}

/** '2026-11-21T15:30:00Z' → '2026.11.22 00:30'; '-' for a bad value. */
export function formatSeoulDateTime(iso: string): string {
  return seoulDateTimeText(new Date(iso)) ?? '-';
}

/** Korea has kept +09:00 all year since 1988 (no daylight saving), so a fixed offset is exact. */
export const SEOUL_OFFSET = '+09:00';

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * A `<input type="datetime-local">` value read as Seoul time → ISO 8601 with offset:
 * '2026-11-22T18:00' → '2026-11-22T18:00:00+09:00'. Anything else is returned unchanged so the
 * contract schema reports it as a format error.
 */
export function seoulLocalToIso(local: string): string {
  if (!LOCAL_DATE_TIME.test(local)) return local;
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  return `${withSeconds}${SEOUL_OFFSET}`;
}

const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The calendar day in Seoul at an instant, 'YYYY-MM-DD' (what the API's from/to take). */
export function seoulDateOf(instant: Date): string {
  // A fixed +09:00 (see SEOUL_OFFSET): shift the instant and read it as UTC.
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

function dayParts(day: string): [number, number, number] {
  const match = CALENDAR_DAY.exec(day);
  if (!match) throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

function dayOf(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/** '2026-03-01' − 1 day → '2026-02-28': calendar arithmetic, no time zone involved. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = dayParts(day);
  return dayOf(Date.UTC(year, month - 1, date + days));
}

/**
 * '2026-03-31' − 1 month → '2026-02-28': the same day of the month, or the month's last day
 * when it has fewer days (how Korean banking apps count "1개월").
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = dayParts(day);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return dayOf(Date.UTC(year, month - 1 + months, Math.min(date, lastDay)));
}

/** '2026-11-22' → '2026.11.22' (a calendar day as the screens show it). */
export function formatCalendarDay(day: string): string {
  return CALENDAR_DAY.test(day) ? day.replaceAll('-', '.') : '-';
}
