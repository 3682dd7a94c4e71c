import { scheduleSchema } from '@settle/contract/schedules';
import { type UpdateScheduleInput } from '@settle/contract/admin-schedules';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** PATCH /admin/schedules/{id}: edit a schedule, or move or resize it by dragging. */
export const useUpdateSchedule = () =>
  useApiMutation({
    method: 'PATCH',
    path: ({ id }: { id: string; changes: UpdateScheduleInput }) =>
      `/admin/schedules/${encodeURIComponent(id)}`,
    body: ({ changes }) => changes,
    alsoInvalidates: ['main'],
    parse: (data) => scheduleSchema.parse(data),
  });
