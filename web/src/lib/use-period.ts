import { useSearchParams } from 'react-router-dom';
import type { DateRange } from './date-range';
import { periodFromSearch, periodSearchParams, presetPeriodRange, type Period, type PeriodSelection } from './period';

export interface UsePeriod {
  selection: PeriodSelection;
  /** A chip: a preset from today, or 직접 입력 starting from the days shown so far. */
  choose: (period: Period) => void;
  /** Days typed in (직접 입력); only the end that changed is written (see setDay). */
  setRange: (range: DateRange) => void;
}

/**
 * The 기간 of a member's list, kept in the URL's search params (period, from, to) so back,
 * refresh and a shared link keep it. `onChange` runs after each change (a list goes back to
 * its first page). Other params of the page are left as they are; a change
 * replaces the history entry rather than stacking one per tap.
 */
export function usePeriod(onChange?: () => void): UsePeriod {
  const [search, setSearch] = useSearchParams();
  const selection = periodFromSearch(search, new Date());

  function write(next: PeriodSelection) {
    setSearch(
      () => {
        // The URL as it is now, not as of the last render: a change made in a transition that has
        // not rendered yet (two dates typed in quick succession) must not be lost.
        const params = new URLSearchParams(window.location.search);
        for (const name of ['period', 'from', 'to']) params.delete(name);
        for (const [name, value] of Object.entries(periodSearchParams(next))) params.set(name, value);
        return params;
      },
      { replace: true },
    );
    onChange?.();
  }

  return {
    selection,
    choose: (period) =>
      write({
        period,
        range: period === 'custom' ? selection.range : presetPeriodRange(period, new Date()),
      }),
    setRange: (range) => {
      // Only the end that changed: the other is read from the URL as it is now (see write).
      const now = periodFromSearch(new URLSearchParams(window.location.search), new Date()).range;
      write({
        period: 'custom',
        range: {
          from: range.from !== selection.range.from ? range.from : now.from,
          to: range.to !== selection.range.to ? range.to : now.to,
        },
      });
    },
  };
}
