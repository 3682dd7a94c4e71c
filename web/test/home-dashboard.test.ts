import { describe, expect, it } from 'vitest';
import { scheduleWhen } from '../src/features/home/lib/schedule-when';
import { pushUrlTarget } from '../src/lib/push-url';

describe('다가오는 일정: when, in Asia/Seoul', () => {
  it('shows a timed schedule within one Seoul day with the end time only', () => {
    // 14:05–16:00 in Seoul is 05:05–07:00 UTC.
    expect(
      scheduleWhen({ start: '2026-11-22T05:05:00.000Z', end: '2026-11-22T07:00:00.000Z', allDay: false }),
    ).toBe('2026.11.22 14:05 ~ 16:00');
  });

  it('shows both dates when a timed schedule crosses Seoul midnight (even if UTC does not)', () => {
    expect(
      scheduleWhen({ start: '2026-11-22T13:00:00.000Z', end: '2026-11-22T17:00:00.000Z', allDay: false }),
    ).toBe('2026.11.22 22:00 ~ 2026.11.23 02:00');
  });

  it('shows an all-day schedule as its date only; its end is the next Seoul midnight, exclusive', () => {
    // 2026.11.22 00:00 – 2026.11.23 00:00 in Seoul.
    expect(
      scheduleWhen({ start: '2026-11-21T15:00:00.000Z', end: '2026-11-22T15:00:00.000Z', allDay: true }),
    ).toBe('2026.11.22');
  });

  it('shows a multi-day all-day schedule as its first and last day', () => {
    expect(
      scheduleWhen({ start: '2026-11-21T15:00:00.000Z', end: '2026-11-24T15:00:00.000Z', allDay: true }),
    ).toBe('2026.11.22 ~ 2026.11.24');
  });

  it('answers - for a bad value', () => {
    expect(scheduleWhen({ start: 'nope', end: '2026-11-22T07:00:00.000Z', allDay: false })).toBe('-');
  });
});

describe('push message links', () => {
  it('opens a path of the app in place and an https address in a new window', () => {
    expect(pushUrlTarget('/notice/abc?x=1')).toEqual({ kind: 'app', path: '/notice/abc?x=1' });
    expect(pushUrlTarget('https://example.com/a')).toEqual({
      kind: 'external',
      href: 'https://example.com/a',
    });
  });

  it('leads nowhere for other schemes and protocol-relative addresses', () => {
    expect(pushUrlTarget('//evil.example')).toBeNull();
    expect(pushUrlTarget('http://example.com')).toBeNull();
    expect(pushUrlTarget('javascript:alert(1)')).toBeNull();
    expect(pushUrlTarget('')).toBeNull();
  });
});
