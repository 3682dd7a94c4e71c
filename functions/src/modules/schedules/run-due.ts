import { notices, UNEXPECTED_PREPARE_FAILURE } from '@settle/contract/notices';
import type { ScheduleRunResult, ScheduleType } from '@settle/contract/schedules';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { notifyAdmins, notifyAllMembers } from '../push/push-messages.js';
import { prepareSettlement } from '../settlement/prepare.js';
import type { ScheduleRecord } from './schedule-record.js';

/** `scheduleFirings/{scheduleId}_{startMillis}`: one firing's claim and what it did. */
export interface ScheduleFiringRecord {
  scheduleId: string;
  start: Timestamp;
  type: ScheduleType;
  status: 'firing' | 'done';
  claimedAt: Timestamp;
  finishedAt: Timestamp | null;
  /** The batch a settlement schedule prepared, or the Korean reason prepare was refused. */
  batchId: string | null;
  prepareError: string | null;
}

const schedules = () => db().collection(collections.schedules);
const firings = () => db().collection(collections.scheduleFirings);

export const firingIdOf = (scheduleId: string, start: Timestamp) => `${scheduleId}_${start.toMillis()}`;

/** Due schedules taken per run; a longer backlog (the job was down) drains over the next runs. */
const DUE_PER_RUN = 100;

/** gRPC codes: a create() lost to another run's; a conditional write found the document changed. */
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;
const hasCode = (error: unknown, code: number) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

type Claim = { kind: 'claimed'; schedule: ScheduleRecord } | { kind: 'already' } | { kind: 'not-due' };

/**
 * Sets `firedAt` unless the schedule was deleted, moved (the CRUD clears firedAt when a fired
 * schedule moves later: it is due again at its new start) or already marked. The write is
 * conditional on the document being unchanged since the read (no transaction: the runs that
 * race for a firing would otherwise queue on each other's locks); a change in between means
 * read again.
 */
async function markFired(id: string, start: Timestamp): Promise<void> {
  const ref = schedules().doc(id);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const snap = await ref.get();
    const schedule = snap.data() as ScheduleRecord | undefined;
    if (!schedule || schedule.firedAt !== null || !schedule.start.isEqual(start)) return;
    try {
      await ref.update({ firedAt: Timestamp.now() }, { lastUpdateTime: snap.updateTime as Timestamp });
      return;
    } catch (error) {
      if (!hasCode(error, FAILED_PRECONDITION)) throw error;
    }
  }
  throw new Error(`schedule ${id} kept changing while being marked fired`);
}

/**
 * Claims one firing by creating `scheduleFirings/{id}_{startMillis}`: of any number of runs, one
 * create succeeds and the others get ALREADY_EXISTS. A claim that exists means another run fired
 * this start: nothing is sent again, and `firedAt` is set here in case that run died before
 * setting it. The schedule is read again first: it may have been moved, deleted or fired since
 * the query (a long run takes a while to reach its last schedule).
 */
async function claim(id: string, start: Timestamp): Promise<Claim> {
  const schedule = (await schedules().doc(id).get()).data() as ScheduleRecord | undefined;
  if (!schedule || schedule.firedAt !== null || !schedule.start.isEqual(start)) return { kind: 'not-due' };
  const record: ScheduleFiringRecord = {
    scheduleId: id,
    start,
    type: schedule.type,
    status: 'firing',
    claimedAt: Timestamp.now(),
    finishedAt: null,
    batchId: null,
    prepareError: null,
  };
  try {
    await firings().doc(firingIdOf(id, start)).create(record);
    return { kind: 'claimed', schedule };
  } catch (error) {
    if (!hasCode(error, ALREADY_EXISTS)) throw error;
    await markFired(id, start);
    return { kind: 'already' };
  }
}

/**
 * A settlement schedule: prepare the batch as `system` and tell the admins it is ready for a
 * person to execute, or why it could not be prepared (no rate, a batch executing, …). A refusal
 * does not fail the firing: the admins have the reason and prepare by hand.
 */
async function prepareForSchedule(
  id: string,
  schedule: ScheduleRecord,
): Promise<{ batchId: string | null; prepareError: string | null }> {
  try {
    const batch = await prepareSettlement('system');
    await notifyAdmins(
      notices.settlementReady(schedule.title, {
        payableLines: batch.totals.payableLines,
        netWon: batch.totals.net,
      }),
    );
    return { batchId: batch.id, prepareError: null };
  } catch (error) {
    const reason = error instanceof AppError ? error.message : UNEXPECTED_PREPARE_FAILURE;
    logger.warn('schedule.prepare_failed', { scheduleId: id, reason, error: String(error) });
    await notifyAdmins(notices.settlementPrepareFailed(schedule.title, reason));
    return { batchId: null, prepareError: reason };
  }
}

/**
 * The due-schedule job (PRODUCT.md Lifecycle 7), run every 5 minutes by `scheduleJob` and by
 * hand (`POST /admin/schedules/runDue`, `npm run jobs:run`). A schedule is due when its start
 * has come and it has not fired (`firedAt == null`; the CRUD marks one saved with a past start
 * as fired, so it never fires late). Each due schedule fires once per start, whoever runs the
 * job and however often (the `scheduleFirings` claim): a reminder to every active member when
 * `notify` is on, and for a settlement schedule a prepared batch and a notice to the admins.
 * At most once: a run that dies after the claim leaves that firing unsent (a missed reminder
 * beats a duplicate; the admins can prepare by hand), and the next run only marks it fired.
 */
export async function runDueSchedules(now: Timestamp = Timestamp.now()): Promise<ScheduleRunResult> {
  const due = await schedules()
    .where('firedAt', '==', null)
    .where('start', '<=', now)
    .orderBy('start')
    .limit(DUE_PER_RUN)
    .get();
  if (due.size === DUE_PER_RUN) logger.warn('schedule.backlog', { taken: due.size });

  const result: ScheduleRunResult = { fired: [], preparedBatches: [], alreadyFired: 0 };
  for (const doc of due.docs) {
    const { start } = doc.data() as ScheduleRecord;
    try {
      const claimed = await claim(doc.id, start);
      if (claimed.kind === 'already') {
        result.alreadyFired += 1;
        logger.info('schedule.already_fired', { scheduleId: doc.id });
        continue;
      }
      if (claimed.kind === 'not-due') continue;

      const { schedule } = claimed;
      if (schedule.notify)
        await notifyAllMembers(notices.scheduleReminder({ ...schedule, start: start.toDate() }));
      const outcome =
        schedule.type === 'settlement'
          ? await prepareForSchedule(doc.id, schedule)
          : { batchId: null, prepareError: null };
      await markFired(doc.id, start);
      await firings()
        .doc(firingIdOf(doc.id, start))
        .update({ status: 'done', finishedAt: Timestamp.now(), ...outcome });

      result.fired.push({ id: doc.id, title: schedule.title, type: schedule.type });
      if (outcome.batchId) result.preparedBatches.push(outcome.batchId);
      logger.info('schedule.fired', {
        scheduleId: doc.id,
        type: schedule.type,
        notify: schedule.notify,
        ...outcome,
      });
    } catch (error) {
      // One schedule's failure does not hold the others back; a claimed one is marked fired
      // by the next run, an unclaimed one is tried again then.
      logger.error('schedule.fire_failed', { scheduleId: doc.id, error: String(error) });
    }
  }
  logger.info('schedule.run', {
    due: due.size,
    fired: result.fired.length,
    alreadyFired: result.alreadyFired,
    preparedBatches: result.preparedBatches,
  });
  return result;
}
