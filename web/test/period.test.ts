import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PERIOD,
  periodFromSearch,
  periodQuery,
  periodSearchParams,
  periodText,
  presetPeriodRange,
} from '../src/lib/period';

/** 2026-11-25 23:30 in Seoul is still the 25th there, though UTC says 14:30 the same day. */
const LATE_EVENING = new Date('2026-11-25T14:30:00Z');
/** 2026-11-26 00:10 in Seoul: UTC still says the 25th (15:10). */
const JUST_AFTER_MIDNIGHT = new Date('2026-11-25T15:10:00Z');

describe('presetPeriodRange (1주일 · 1개월 · 3개월, Seoul days)', () => {
  it('counts from today in Seoul, not in UTC or the browser zone', () => {
    expect(presetPeriodRange('week', LATE_EVENING)).toEqual({ from: '2026-11-18', to: '2026-11-25' });
    // Ten minutes past midnight in Seoul is the next day there.
    expect(presetPeriodRange('week', JUST_AFTER_MIDNIGHT)).toEqual({ from: '2026-11-19', to: '2026-11-26' });
  });

  it('takes 1개월 and 3개월 back to the same day, or the month’s last day when it has fewer', () => {
    expect(presetPeriodRange('month', LATE_EVENING)).toEqual({ from: '2026-10-25', to: '2026-11-25' });
    expect(presetPeriodRange('quarter', LATE_EVENING)).toEqual({ from: '2026-08-25', to: '2026-11-25' });
    // 2026-05-31 in Seoul: three months back is February, which has 28 days.
    const may31 = new Date('2026-05-31T03:00:00Z');
    expect(presetPeriodRange('quarter', may31)).toEqual({ from: '2026-02-28', to: '2026-05-31' });
    expect(presetPeriodRange('month', new Date('2026-03-31T03:00:00Z'))).toEqual({
      from: '2026-02-28',
      to: '2026-03-31',
    });
  });

  it('crosses a year boundary', () => {
    const jan3 = new Date('2027-01-03T01:00:00Z');
    expect(presetPeriodRange('week', jan3)).toEqual({ from: '2026-12-27', to: '2027-01-03' });
    expect(presetPeriodRange('quarter', jan3)).toEqual({ from: '2026-10-03', to: '2027-01-03' });
  });
});

describe('periodFromSearch (the selection kept in the URL)', () => {
  it('defaults to 1개월 when the URL names no period, or one it does not know', () => {
    expect(DEFAULT_PERIOD).toBe('month');
    for (const search of ['', 'period=year', 'period=', 'from=2026-01-01']) {
      expect(periodFromSearch(new URLSearchParams(search), LATE_EVENING), search).toEqual({
        period: 'month',
        range: { from: '2026-10-25', to: '2026-11-25' },
      });
    }
  });

  it('computes a preset anew as of now, ignoring days in the URL', () => {
    expect(periodFromSearch(new URLSearchParams('period=week&from=2020-01-01'), LATE_EVENING)).toEqual({
      period: 'week',
      range: { from: '2026-11-18', to: '2026-11-25' },
    });
  });

  it('reads typed-in days, and drops one that is not a real day', () => {
    expect(
      periodFromSearch(new URLSearchParams('period=custom&from=2026-11-01&to=2026-11-07'), LATE_EVENING),
    ).toEqual({ period: 'custom', range: { from: '2026-11-01', to: '2026-11-07' } });
    expect(
      periodFromSearch(new URLSearchParams('period=custom&from=2026-02-30&to=11/07/2026'), LATE_EVENING),
    ).toEqual({ period: 'custom', range: { from: '', to: '' } });
  });

  it('round-trips through periodSearchParams', () => {
    for (const selection of [
      { period: 'custom' as const, range: { from: '2026-11-01', to: '' } },
      { period: 'quarter' as const, range: presetPeriodRange('quarter', LATE_EVENING) },
    ]) {
      const search = new URLSearchParams(periodSearchParams(selection));
      expect(periodFromSearch(search, LATE_EVENING)).toEqual(selection);
    }
    expect(periodSearchParams({ period: 'week', range: { from: '2026-11-18', to: '2026-11-25' } })).toEqual({
      period: 'week',
    });
  });
});

describe('periodQuery and periodText', () => {
  it('sends the days the API takes, leaving open ends out', () => {
    expect(periodQuery({ period: 'week', range: { from: '2026-11-18', to: '2026-11-25' } })).toEqual({
      from: '2026-11-18',
      to: '2026-11-25',
    });
    expect(periodQuery({ period: 'custom', range: { from: '', to: '2026-11-25' } })).toEqual({
      to: '2026-11-25',
    });
  });

  it('asks nothing while the start is after the end', () => {
    expect(periodQuery({ period: 'custom', range: { from: '2026-11-26', to: '2026-11-25' } })).toBeNull();
  });

  it('shows the days as Korean screens write them', () => {
    expect(periodText({ from: '2026-10-25', to: '2026-11-25' })).toBe('2026.10.25 ~ 2026.11.25');
    expect(periodText({ from: '', to: '2026-11-25' })).toBe('처음 ~ 2026.11.25');
    expect(periodText({ from: '', to: '' })).toBe('전체 기간');
  });
});
