import type { UpcomingSchedule } from '@settle/contract/schedules';
import { formatCalendarDay, formatSeoulDateTime, seoulDateOf } from '../../../lib/seoul-time';

/**
 * When a schedule happens, in Asia/Seoul as the product writes dates:
 * - all day: the day, or first and last day ('2026.11.22 ~ 2026.11.24'); the stored end is the
 *   midnight after the last day (exclusive), so the last day is the one before it;
 * - timed, within one day: '2026.11.22 14:00 ~ 16:00';
 * - timed, across days: '2026.11.22 22:00 ~ 2026.11.23 02:00'.
 */
export function scheduleWhen(schedule: Pick<UpcomingSchedule, 'start' | 'end' | 'allDay'>): string {
  const start = new Date(schedule.start);
  const end = new Date(schedule.end);
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) return '-';
  if (schedule.allDay) {
    const first = seoulDateOf(start);
    const last = seoulDateOf(new Date(Math.max(start.getTime(), end.getTime() - 1)));
    return last === first
      ? formatCalendarDay(first)
      : `${formatCalendarDay(first)} ~ ${formatCalendarDay(last)}`;
  }
  const from = formatSeoulDateTime(schedule.start);
  const to = formatSeoulDateTime(schedule.end);
  return seoulDateOf(start) === seoulDateOf(end) ? `${from} ~ ${to.slice(-5)}` : `${from} ~ ${to}`;
}
