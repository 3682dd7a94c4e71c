/**
 * Dates and times as Korean operators read them, in Asia/Seoul whatever the machine's zone
 * (PRODUCT.md, Korean conventions): '2026.11.22' and '2026.11.22 14:05'. Shared by the
 * server's notice texts and every screen.
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

type Part = 'year' | 'month' | 'day' | 'hour' | 'minute';

function partsOf(date: Date): Record<Part, string> | null {
  if (Number.isNaN(date.getTime())) return null;
  const parts = seoulParts.formatToParts(date);
  const part = (type: Part) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** 2026-11-21T15:30:00Z → '2026.11.22'; null for an invalid date. */
export function seoulDateText(date: Date): string | null {
  const p = partsOf(date);
  return p ? `${p.year}.${p.month}.${p.day}` : null;
}

/** 2026-11-21T15:30:00Z → '2026.11.22 00:30'; null for an invalid date. */
export function seoulDateTimeText(date: Date): string | null {
  const p = partsOf(date);
  return p ? `${p.year}.${p.month}.${p.day} ${p.hour}:${p.minute}` : null;
}
