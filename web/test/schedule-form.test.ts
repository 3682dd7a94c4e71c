import { type Schedule } from '@settle/contract/schedules';
import { createScheduleSchema } from '@settle/contract/admin-schedules';
import { parseKorean } from '@settle/contract/validation';
import { describe, expect, it } from 'vitest';
import { runResultMessage } from '../src/features/admin-schedule/lib/run-result';
import {
  bodyOfForm,
  formForSchedule,
  formForSlot,
  movedBody,
  withAllDay,
} from '../src/features/admin-schedule/lib/schedule-form';

const seoul = (local: string) => new Date(`${local}+09:00`);

describe('schedule form: Seoul wall-clock times in the dialog, instants in the API', () => {
  it('a clicked month day (a Seoul midnight) becomes that all-day schedule, whatever the browser zone', () => {
    // 2026-11-24 00:00 in Seoul is 2026-11-23T15:00Z: the day must not slip back to the 23rd.
    const form = formForSlot({
      start: seoul('2026-11-24T00:00:00'),
      end: seoul('2026-11-25T00:00:00'),
      allDay: true,
    });
    expect(form).toMatchObject({ allDay: true, startDate: '2026-11-24', endDate: '2026-11-24' });
    expect(bodyOfForm({ ...form, title: '정산' })).toMatchObject({
      start: '2026-11-24T00:00:00+09:00',
      // The last day is inclusive in the form, exclusive (the next midnight) in the API.
      end: '2026-11-25T00:00:00+09:00',
      allDay: true,
    });
  });

  it('a clicked week slot keeps its Seoul times', () => {
    const form = formForSlot({
      start: seoul('2026-11-24T23:30:00'),
      end: seoul('2026-11-25T00:30:00'),
      allDay: false,
    });
    expect(form).toMatchObject({ allDay: false, startTime: '2026-11-24T23:30', endTime: '2026-11-25T00:30' });
    expect(bodyOfForm({ ...form, title: '점검' })).toMatchObject({
      start: '2026-11-24T23:30:00+09:00',
      end: '2026-11-25T00:30:00+09:00',
    });
  });

  it('a multi-day all-day schedule reads back with its last day, and round-trips unchanged', () => {
    const schedule: Schedule = {
      id: 's1',
      title: '연말 정산 주간',
      description: '메모',
      start: '2026-12-27T15:00:00.000Z',
      end: '2026-12-31T15:00:00.000Z',
      allDay: true,
      type: 'settlement',
      notify: true,
      firedAt: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
      createdBy: 'admin',
    };
    const form = formForSchedule(schedule);
    expect(form).toMatchObject({
      startDate: '2026-12-28',
      endDate: '2026-12-31',
      type: 'settlement',
      notify: true,
    });
    const body = bodyOfForm(form);
    expect(Date.parse(body.start)).toBe(Date.parse(schedule.start));
    expect(Date.parse(body.end)).toBe(Date.parse(schedule.end));
  });

  it('switching all-day off suggests 09:00–10:00 of the first day, and on again keeps the days', () => {
    const allDay = formForSlot({
      start: seoul('2026-11-24T00:00:00'),
      end: seoul('2026-11-25T00:00:00'),
      allDay: true,
    });
    const timed = withAllDay(allDay, false);
    expect(timed).toMatchObject({
      allDay: false,
      startTime: '2026-11-24T09:00',
      endTime: '2026-11-24T10:00',
    });
    expect(
      withAllDay({ ...timed, startTime: '2026-11-26T14:00', endTime: '2026-11-27T10:00' }, true),
    ).toMatchObject({
      allDay: true,
      startDate: '2026-11-26',
      endDate: '2026-11-27',
    });
  });

  it('the contract rejects what the form cannot send: an end day before the start day, an empty date', () => {
    const form = formForSlot({
      start: seoul('2026-11-24T00:00:00'),
      end: seoul('2026-11-25T00:00:00'),
      allDay: true,
    });
    const backwards = parseKorean(
      createScheduleSchema,
      bodyOfForm({ ...form, title: 't', endDate: '2026-11-22' }),
    );
    expect(backwards).toMatchObject({
      success: false,
      field: 'end',
      message: '종료는 시작보다 늦어야 합니다.',
    });
    const empty = parseKorean(createScheduleSchema, bodyOfForm({ ...form, title: 't', startDate: '' }));
    expect(empty).toMatchObject({ success: false, field: 'start' });
    expect(parseKorean(createScheduleSchema, bodyOfForm({ ...form, title: 't' })).success).toBe(true);
  });

  it('a dragged event is sent as instants, with a default length when the calendar gives no end', () => {
    const start = seoul('2026-11-26T09:00:00');
    expect(movedBody({ start, end: seoul('2026-11-26T10:00:00'), allDay: false })).toEqual({
      start: '2026-11-26T00:00:00.000Z',
      end: '2026-11-26T01:00:00.000Z',
      allDay: false,
    });
    expect(movedBody({ start, end: null, allDay: true })?.end).toBe('2026-11-27T00:00:00.000Z');
    expect(movedBody({ start: null, end: null, allDay: false })).toBeNull();
  });
});

describe('runResultMessage', () => {
  it('says what the run did, in Korean', () => {
    expect(
      runResultMessage({
        fired: [
          { id: 'a', title: '알림', type: 'notice' },
          { id: 'b', title: '정산', type: 'settlement' },
        ],
        preparedBatches: ['batch-1'],
        alreadyFired: 0,
      }),
    ).toBe('일정 2건 실행, 정산 배치 1건 준비');
    expect(runResultMessage({ fired: [], preparedBatches: [], alreadyFired: 1 })).toBe(
      '이미 실행된 일정 1건',
    );
    expect(runResultMessage({ fired: [], preparedBatches: [], alreadyFired: 0 })).toBe(
      '지금 실행할 일정이 없습니다.',
    );
  });
});
