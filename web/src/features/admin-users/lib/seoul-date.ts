/**
 * Dates as Korean operators read them: `2026.11.22`, in Asia/Seoul whatever the browser's zone
 * (PRODUCT.md, Korean conventions). Kept in this feature because features may not share code
 * with each other; move it to web/src/lib once a shared date module exists there.
 */
const seoulDate = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** '2026-11-21T15:30:00.000Z' → '2026.11.22' (00:30 in Seoul); '-' for a missing or bad value. */
export function formatSeoulDate(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    seoulDate.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}.${part('month')}.${part('day')}`;
}
