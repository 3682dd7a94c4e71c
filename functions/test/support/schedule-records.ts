/** Schedules written straight to Firestore in the CRUD's record shape (the job reads these). */
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../src/lib/firebase.js';
import type { ScheduleRecord } from '../../src/modules/schedules/schedule-record.js';

export async function putSchedule(
  fields: Partial<Omit<ScheduleRecord, 'start' | 'end'>> & { start: Date; end?: Date },
): Promise<string> {
  const now = Timestamp.now();
  const { start, end, ...rest } = fields;
  const record: ScheduleRecord = {
    title: '월간 회의',
    description: '',
    allDay: false,
    type: 'other',
    notify: false,
    firedAt: null,
    createdAt: now,
    updatedAt: now,
    createdBy: 'admin',
    updatedBy: 'admin',
    ...rest,
    start: Timestamp.fromDate(start),
    end: Timestamp.fromDate(end ?? new Date(start.getTime() + 60 * 60 * 1000)),
  };
  const ref = await db().collection('schedules').add(record);
  return ref.id;
}

export async function scheduleOf(id: string): Promise<ScheduleRecord> {
  return (await db().collection('schedules').doc(id).get()).data() as ScheduleRecord;
}
