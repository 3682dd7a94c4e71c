import type { AdminDashboard } from '@settle/contract/dashboard';
import { parseHundredths } from '@settle/contract/money';
import { formatCalendarDay } from '../../../lib/seoul-time';

export interface ProcessedChartData {
  /** '11.22' per day, oldest first. */
  labels: string[];
  amounts: number[];
  counts: number[];
  /** Over the whole period. */
  totalCount: number;
  /** Hundredths, summed as integers. */
  totalAmountMinor: number;
}

/** The bars of 'processed volume by day': short Seoul day labels and each day's numbers. */
export function processedChartData(days: AdminDashboard['processedByDay']): ProcessedChartData {
  return {
    labels: days.map((day) => formatCalendarDay(day.date).slice(5)),
    amounts: days.map((day) => day.amount),
    counts: days.map((day) => day.count),
    totalCount: days.reduce((sum, day) => sum + day.count, 0),
    totalAmountMinor: days.reduce((sum, day) => sum + (parseHundredths(day.amount) ?? 0), 0),
  };
}
