/**
 * Dates and times as Korean operators read them, in Asia/Seoul whatever the browser's zone
 * (PRODUCT.md, Korean conventions).
 */
const seoulParts = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function partsOf(iso: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const parts = seoulParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: part('year'), month: part('month'), day: part('day'), hour: part('hour'), minute: part('minute') };
}

/** '2026-11-21T15:30:00Z' → '2026.11.22'; '-' for a missing or bad value. */
export function formatSeoulDate(iso: string | null | undefined): string {
  const p = iso ? partsOf(iso) : null;
  return p ? `${p.year}.${p.month}.${p.day}` : '-';
}

/** '2026-11-21T15:30:00Z' → '2026.11.22 00:30'; '-' for a bad value. */
export function formatSeoulDateTime(iso: string): string {
  const p = partsOf(iso);
  return p ? `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}` : '-';
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
