import type { Schedule, ScheduleType, UpcomingSchedule } from '@settle/contract/schedules';
import type { Timestamp } from 'firebase-admin/firestore';

/**
 * `schedules/{id}`: a calendar event. `start`/`end` are instants (an all-day one spans Seoul
 * midnights, end exclusive). `firedAt` is set by the job when the schedule fell due and was
 * fired; moving a fired schedule to a later start clears it so it fires again at the new time
 * (the claim in `scheduleFirings` is keyed by id and start, so the same start never fires twice).
 */
export interface ScheduleRecord {
  title: string;
  description: string;
  start: Timestamp;
  end: Timestamp;
  allDay: boolean;
  type: ScheduleType;
  notify: boolean;
  firedAt: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  createdBy: string;
  updatedBy: string;
}

export function toScheduleDto(id: string, r: ScheduleRecord): Schedule {
  return {
    id,
    title: r.title,
    description: r.description,
    start: r.start.toDate().toISOString(),
    end: r.end.toDate().toISOString(),
    allDay: r.allDay,
    type: r.type,
    notify: r.notify,
    firedAt: r.firedAt ? r.firedAt.toDate().toISOString() : null,
    createdAt: r.createdAt.toDate().toISOString(),
    updatedAt: r.updatedAt.toDate().toISOString(),
    createdBy: r.createdBy,
  };
}

/** What a member sees of a coming schedule: no admin fields. */
export function toUpcomingScheduleDto(id: string, r: ScheduleRecord): UpcomingSchedule {
  const { title, description, start, end, allDay, type } = toScheduleDto(id, r);
  return { id, title, description, start, end, allDay, type };
}
