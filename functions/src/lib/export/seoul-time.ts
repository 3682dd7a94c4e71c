const seoulParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function parts(date: Date) {
  const all = seoulParts.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => all.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** '2026-11-26 14:05:09' in Asia/Seoul (the time operators read everywhere else). */
export function seoulDateTime(date: Date): string {
  const p = parts(date);
  return `${p.date} ${p.hour}:${p.minute}:${p.second}`;
}

/** '2026-11-26_1405' in Asia/Seoul: the "when" of a file name (no ':' that Windows refuses). */
export function seoulFileStamp(date: Date): string {
  const p = parts(date);
  return `${p.date}_${p.hour}${p.minute}`;
}

/** '2026-11-26' in Asia/Seoul. */
export function seoulDay(date: Date): string {
  return parts(date).date;
}

/**
 * The Seoul wall-clock time as if it were UTC: Excel cells have no time zone, and exceljs
 * writes a Date by its UTC fields, so this makes the cell read as Seoul time.
 */
export function seoulWallClock(date: Date): Date {
  return new Date(date.getTime() + 9 * 60 * 60 * 1000);
}
