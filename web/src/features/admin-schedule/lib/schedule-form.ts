import type { Schedule, ScheduleType } from '@settle/contract/schedules';
import { addDays, SEOUL_OFFSET, seoulDateOf, seoulLocalToIso } from '../../../lib/seoul-time';

/**
 * What the schedule dialog edits. Times are Seoul wall-clock strings as the inputs hold them:
 * 'YYYY-MM-DD' for an all-day schedule (its last day inclusive, as people say "22일부터 24일까지"),
 * 'YYYY-MM-DDTHH:mm' for a timed one. The API takes instants, an all-day one from Seoul midnight
 * to the midnight after its last day (contract/schedules.ts).
 */
export interface ScheduleForm {
  title: string;
  description: string;
  allDay: boolean;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  type: ScheduleType;
  notify: boolean;
}

const HOUR_MS = 60 * 60 * 1000;
const SEOUL_OFFSET_MS = 9 * HOUR_MS;

/** The instant as a Seoul `datetime-local` value: '2026-11-22T09:30'. */
export function seoulLocalOf(instant: Date): string {
  return new Date(instant.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}

const midnight = (day: string) => `${day}T00:00:00${SEOUL_OFFSET}`;

/** A slot the person clicked or dragged over on the calendar (instants, end exclusive). */
export interface CalendarSlot {
  start: Date;
  end: Date;
  allDay: boolean;
}

/**
 * A new schedule's form for a clicked slot. An all-day slot keeps its days and suggests 09:00–10:00
 * of its first day should the person switch all-day off; a timed slot keeps its times.
 */
export function formForSlot(slot: CalendarSlot): ScheduleForm {
  const startDate = seoulDateOf(slot.start);
  const endDate = seoulDateOf(new Date(slot.end.getTime() - 1));
  const timed = slot.allDay
    ? { startTime: `${startDate}T09:00`, endTime: `${startDate}T10:00` }
    : { startTime: seoulLocalOf(slot.start), endTime: seoulLocalOf(slot.end) };
  return {
    title: '',
    description: '',
    allDay: slot.allDay,
    startDate,
    endDate: slot.allDay ? endDate : startDate,
    ...timed,
    type: 'other',
    notify: false,
  };
}

/** The form for editing a saved schedule. */
export function formForSchedule(schedule: Schedule): ScheduleForm {
  const start = new Date(schedule.start);
  const end = new Date(schedule.end);
  return {
    ...formForSlot({ start, end, allDay: schedule.allDay }),
    title: schedule.title,
    description: schedule.description,
    type: schedule.type,
    notify: schedule.notify,
  };
}

/**
 * The form as the API body (before the contract schema checks it). An all-day end goes to the
 * midnight after the last day; malformed input passes through so the schema names the field.
 */
export function bodyOfForm(form: ScheduleForm) {
  const times = form.allDay
    ? {
        start: form.startDate === '' ? '' : midnight(form.startDate),
        end: /^\d{4}-\d{2}-\d{2}$/.test(form.endDate) ? midnight(addDays(form.endDate, 1)) : form.endDate,
      }
    : { start: seoulLocalToIso(form.startTime), end: seoulLocalToIso(form.endTime) };
  return {
    title: form.title,
    description: form.description,
    allDay: form.allDay,
    type: form.type,
    notify: form.notify,
    ...times,
  };
}

/**
 * Switching all-day on keeps the timed start's day (and end's day); switching it off keeps the
 * times already typed when they fall on the chosen days, else suggests 09:00–10:00.
 */
export function withAllDay(form: ScheduleForm, allDay: boolean): ScheduleForm {
  if (allDay === form.allDay) return form;
  if (allDay) {
    const startDate = form.startTime.slice(0, 10) || form.startDate;
    const endDate = form.endTime.slice(0, 10) || startDate;
    return { ...form, allDay, startDate, endDate: endDate < startDate ? startDate : endDate };
  }
  const sameDays = form.startTime.startsWith(form.startDate) && form.endTime.startsWith(form.endDate);
  return sameDays
    ? { ...form, allDay }
    : { ...form, allDay, startTime: `${form.startDate}T09:00`, endTime: `${form.startDate}T10:00` };
}

/** The instants of a moved or resized calendar event, as the PATCH body. */
export function movedBody(event: { start: Date | null; end: Date | null; allDay: boolean }) {
  if (!event.start) return null;
  // FullCalendar leaves end null only when an event has the default length (forceEventDuration
  // prevents that); fall back to an hour or a day rather than sending no end.
  const end = event.end ?? new Date(event.start.getTime() + (event.allDay ? 24 : 1) * HOUR_MS);
  return { start: event.start.toISOString(), end: end.toISOString(), allDay: event.allDay };
}
