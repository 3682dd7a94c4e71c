import { messages } from '@settle/contract/messages';
import { type Schedule } from '@settle/contract/schedules';
import {
  SCHEDULE_MAX_DURATION_MS,
  type CreateScheduleInput,
  type ScheduleRangeQuery,
  type UpdateScheduleInput,
} from '@settle/contract/admin-schedules';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { toScheduleDto, type ScheduleRecord } from './schedule-record.js';

const schedules = () => db().collection(collections.schedules);

const notFound = () => new AppError('not-found', messages.scheduleNotFound);

/** A path id Firestore accepts as a document id ('', '.', '..', '__x__' and slashes are not). */
function refOf(id: string) {
  if (id === '' || id === '.' || id === '..' || id.includes('/') || /^__.*__$/.test(id) || id.length > 128)
    throw notFound();
  return schedules().doc(id);
}

/**
 * The due job fires a schedule whose start has come and whose firedAt is null. A schedule saved
 * with a start already past must not fire late for a time that is gone (a reminder "today 9:00"
 * at 15:00, a settlement prepared for last week), so it is marked fired now, or keeps the time it
 * really fired. One with a start still ahead fires at that start: an update that moves a fired
 * schedule into the future clears firedAt again.
 */
function firedAtFor(start: Timestamp, existing: Timestamp | null, now: Timestamp): Timestamp | null {
  if (start.toMillis() > now.toMillis()) return null;
  return existing ?? now;
}

/** The contract checks a start/end pair sent together; a PATCH of one side is checked here. */
function checkRange(start: Timestamp, end: Timestamp): void {
  const span = end.toMillis() - start.toMillis();
  if (span <= 0)
    // Worded as the POST's schema answer (contract validation.ts): the message names 종료 itself.
    throw new AppError('invalid-argument', messages.scheduleEndBeforeStart, { field: 'end' });
  if (span > SCHEDULE_MAX_DURATION_MS)
    throw new AppError('invalid-argument', `종료: ${messages.scheduleTooLong}`, { field: 'end' });
}

const timestampOf = (iso: string) => Timestamp.fromMillis(Date.parse(iso));

/** GET /admin/schedules/{id} */
export async function getSchedule(id: string): Promise<Schedule> {
  const snap = await refOf(id).get();
  if (!snap.exists) throw notFound();
  return toScheduleDto(snap.id, snap.data() as ScheduleRecord);
}

/** POST /admin/schedules */
export async function createSchedule(input: CreateScheduleInput, actorUid: string): Promise<Schedule> {
  const now = Timestamp.now();
  const start = timestampOf(input.start);
  const record: ScheduleRecord = {
    title: input.title,
    description: input.description,
    start,
    end: timestampOf(input.end),
    allDay: input.allDay,
    type: input.type,
    notify: input.notify,
    firedAt: firedAtFor(start, null, now),
    createdAt: now,
    updatedAt: now,
    createdBy: actorUid,
    updatedBy: actorUid,
  };
  const ref = schedules().doc();
  await ref.set(record);
  logger.info('schedule.created', {
    scheduleId: ref.id,
    actor: actorUid,
    type: input.type,
    notify: input.notify,
    startsInPast: record.firedAt !== null,
  });
  return toScheduleDto(ref.id, record);
}

/**
 * PATCH /admin/schedules/{id}: in a transaction, so a due job firing the schedule at the same
 * moment either sees the new start or has its firedAt kept or cleared by the rule above.
 */
export async function updateSchedule(
  id: string,
  input: UpdateScheduleInput,
  actorUid: string,
): Promise<Schedule> {
  const ref = refOf(id);
  const record = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound();
    const current = snap.data() as ScheduleRecord;
    const now = Timestamp.now();
    const start = input.start === undefined ? current.start : timestampOf(input.start);
    const end = input.end === undefined ? current.end : timestampOf(input.end);
    checkRange(start, end);
    const changes: Partial<ScheduleRecord> = {
      ...(input.title === undefined ? {} : { title: input.title }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.allDay === undefined ? {} : { allDay: input.allDay }),
      ...(input.type === undefined ? {} : { type: input.type }),
      ...(input.notify === undefined ? {} : { notify: input.notify }),
      start,
      end,
      firedAt: firedAtFor(start, current.firedAt, now),
      updatedAt: now,
      updatedBy: actorUid,
    };
    tx.update(ref, changes);
    return { ...current, ...changes };
  });
  logger.info('schedule.updated', {
    scheduleId: id,
    actor: actorUid,
    fields: Object.keys(input),
    fired: record.firedAt !== null,
  });
  return toScheduleDto(id, record);
}

/** DELETE /admin/schedules/{id}: a hard delete (a schedule holds no money and no history). */
export async function deleteSchedule(id: string, actorUid: string): Promise<void> {
  const ref = refOf(id);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound();
    tx.delete(ref);
  });
  logger.info('schedule.deleted', { scheduleId: id, actor: actorUid });
}

/**
 * GET /admin/schedules?from&to: the schedules overlapping [from, to), by start. Firestore cannot
 * ask "start < to and end > from" on one single-field index, but no schedule lasts more than
 * SCHEDULE_MAX_DURATION_MS, so every overlapping one starts in (from − that, to): one range on
 * `start` (single-field index, no composite) and the end check in memory. Cost: the schedules
 * starting in the year before `to`, a few hundred reads at most at this product's pace.
 */
export async function listSchedules(query: ScheduleRangeQuery): Promise<Schedule[]> {
  const from = Date.parse(query.from);
  const to = Date.parse(query.to);
  const snap = await schedules()
    .where('start', '>', Timestamp.fromMillis(from - SCHEDULE_MAX_DURATION_MS))
    .where('start', '<', Timestamp.fromMillis(to))
    .orderBy('start')
    .get();
  return snap.docs
    .map((doc) => ({ id: doc.id, record: doc.data() as ScheduleRecord }))
    .filter(({ record }) => record.end.toMillis() > from)
    .sort((a, b) => a.record.start.toMillis() - b.record.start.toMillis() || a.id.localeCompare(b.id))
    .map(({ id, record }) => toScheduleDto(id, record));
}
