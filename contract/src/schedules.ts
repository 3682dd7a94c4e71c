import { z } from 'zod/mini';

/**
 * 일정 (PRODUCT.md Lifecycle 7): calendar events with a type and a notify flag. A scheduled job
 * fires each schedule once when its start falls due: a push reminder when `notify` is on and,
 * for a settlement schedule, a prepared settlement batch and a notice to the admins. A person
 * always executes the settlement.
 *
 * Times are instants (ISO 8601 with offset). An all-day schedule runs from 00:00 of its first
 * day to 00:00 after its last day in Asia/Seoul (end exclusive, as calendars count days).
 */
export const SCHEDULE_TYPES = ['settlement', 'notice', 'other'] as const;
export const scheduleTypeSchema = z.enum(SCHEDULE_TYPES);
export type ScheduleType = z.infer<typeof scheduleTypeSchema>;

export const SCHEDULE_TYPE_LABELS: Record<ScheduleType, string> = {
  settlement: '정산',
  notice: '공지',
  other: '기타',
};

export const scheduleSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  type: scheduleTypeSchema,
  notify: z.boolean(),
  /** When the job fired this schedule (reminder sent / batch prepared); null until then. */
  firedAt: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The admin who created it (uid). */
  createdBy: z.string(),
});
export type Schedule = z.infer<typeof scheduleSchema>;

/** What a member's dashboard shows of a coming schedule (no admin fields). */
export const upcomingScheduleSchema = z.pick(scheduleSchema, {
  id: true,
  title: true,
  description: true,
  start: true,
  end: true,
  allDay: true,
  type: true,
});
export type UpcomingSchedule = z.infer<typeof upcomingScheduleSchema>;

/** POST /admin/schedules/runDue: what one run of the job did (also `npm run jobs:run`). */
export const scheduleRunResultSchema = z.object({
  /** Schedules that fell due and were fired by this run. */
  fired: z.array(z.object({ id: z.string(), title: z.string(), type: scheduleTypeSchema })),
  /** Settlement batches this run prepared (ids). */
  preparedBatches: z.array(z.string()),
  /** Due schedules another run had already fired (nothing sent again). */
  alreadyFired: z.number().check(z.int()),
});
export type ScheduleRunResult = z.infer<typeof scheduleRunResultSchema>;
