import { scheduleSchema } from '@settle/contract/schedules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiFetch } from '../../../lib/api-client';
import { apiKeys } from '../../../lib/query-client';

const PATH = '/admin/schedules';

const scheduleListSchema = z.array(scheduleSchema);

/** The calendar's visible range, instants (ISO 8601), `to` exclusive. */
// A type alias, not an interface, so it fits apiFetch's QueryParams record.
export type ScheduleRange = { from: string; to: string };

/** GET /admin/schedules?from&to: the schedules overlapping the range, by start. */
export async function listSchedules(range: ScheduleRange, signal?: AbortSignal) {
  return scheduleListSchema.parse(await apiFetch(PATH, { query: range, signal }));
}

export const schedulesQueryOptions = (range: ScheduleRange) =>
  queryOptions({
    queryKey: apiKeys.get(PATH, range),
    queryFn: ({ signal }) => listSchedules(range, signal),
    // Paging to the next month keeps the last month's events up until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** Nothing is fetched until the calendar has told its first range. */
export const useSchedules = (range: ScheduleRange | null) =>
  useQuery({
    ...schedulesQueryOptions(range ?? { from: '', to: '' }),
    enabled: range !== null,
  });
