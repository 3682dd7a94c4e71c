/**
 * The operator's schedule writes and the calendar's range query: POST and PATCH
 * /admin/schedules, GET /admin/schedules?from&to. Apart from schedules.ts (as admin-lists.ts is
 * from the list modules) because only the calendar and the server need them, not the member's
 * first route, whose dashboard imports schedules.ts for the coming schedules.
 */
import { z } from 'zod/mini';
import { messages } from './messages.js';
import { scheduleTypeSchema } from './schedules.js';
import { lineText, multilineText } from './text.js';

export const SCHEDULE_TITLE_MAX = 100;
export const SCHEDULE_DESCRIPTION_MAX = 2_000;
/** Longest schedule: a year. */
export const SCHEDULE_MAX_DURATION_MS = 366 * 24 * 60 * 60 * 1000;

// The text policy goes in front: a datetime's own format check would run before any other check.
// A missing one says so (as every other field does); only a present but malformed one asks to check it.
const instantSchema = z.pipe(
  lineText({ trim: false }),
  z.iso.datetime({ offset: true, error: '날짜와 시간을 확인해 주세요.' }),
);

const scheduleFields = {
  title: lineText({ max: SCHEDULE_TITLE_MAX }).check(z.minLength(1, '입력해 주세요.')),
  // Several lines, kept as typed (not trimmed).
  description: multilineText({ max: SCHEDULE_DESCRIPTION_MAX, trim: false }),
  start: instantSchema,
  end: instantSchema,
  allDay: z.boolean(),
  type: scheduleTypeSchema,
  notify: z.boolean(),
};

const END_MESSAGE = messages.scheduleEndBeforeStart;
const DURATION_MESSAGE = messages.scheduleTooLong;

/** Checks the order and length of a start/end pair when both are present. */
function checkRange(body: { start?: string; end?: string }, ctx: z.core.$RefinementCtx): void {
  if (body.start === undefined || body.end === undefined) return;
  const start = Date.parse(body.start);
  const end = Date.parse(body.end);
  if (end <= start) ctx.addIssue({ code: 'custom', path: ['end'], message: END_MESSAGE });
  else if (end - start > SCHEDULE_MAX_DURATION_MS)
    ctx.addIssue({ code: 'custom', path: ['end'], message: DURATION_MESSAGE });
}

/** POST /admin/schedules */
export const createScheduleSchema = z
  .strictObject({
    title: scheduleFields.title,
    description: z._default(scheduleFields.description, ''),
    start: scheduleFields.start,
    end: scheduleFields.end,
    allDay: z._default(scheduleFields.allDay, false),
    type: z._default(scheduleFields.type, 'other'),
    notify: z._default(scheduleFields.notify, false),
  })
  .check(z.superRefine(checkRange));
export type CreateScheduleInput = z.output<typeof createScheduleSchema>;

/**
 * PATCH /admin/schedules/{id}: any of the fields, at least one. Moving a schedule (dragging it
 * on the calendar) sends start and end together; the server checks the resulting range.
 */
export const updateScheduleSchema = z.partial(z.strictObject(scheduleFields)).check(
  z.refine((body) => Object.keys(body).length > 0, { message: '변경할 항목이 없습니다.' }),
  z.superRefine(checkRange),
);
export type UpdateScheduleInput = z.output<typeof updateScheduleSchema>;

/** Widest window one GET may ask for (a month view with its leading/trailing weeks fits). */
export const SCHEDULE_RANGE_MAX_DAYS = 62;

/**
 * GET /admin/schedules?from&to: the schedules overlapping [from, to) (start < to and end > from),
 * ordered by start. The calendar asks for the visible range.
 */
export const scheduleRangeQuerySchema = z.strictObject({ from: instantSchema, to: instantSchema }).check(
  z.superRefine((query, ctx) => {
    const span = Date.parse(query.to) - Date.parse(query.from);
    if (span <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: END_MESSAGE });
    else if (span > SCHEDULE_RANGE_MAX_DAYS * 24 * 60 * 60 * 1000)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `한 번에 ${SCHEDULE_RANGE_MAX_DAYS}일까지 조회할 수 있습니다.`,
      });
  }),
);
export type ScheduleRangeQuery = z.output<typeof scheduleRangeQuerySchema>;
