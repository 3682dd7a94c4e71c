import { scheduleSchema } from '@settle/contract/schedules';
import { type CreateScheduleInput } from '@settle/contract/admin-schedules';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST /admin/schedules: an admin adds a schedule on the calendar. */
export const useCreateSchedule = () =>
  useApiMutation({
    method: 'POST',
    path: '/admin/schedules',
    body: (body: CreateScheduleInput) => body,
    // Members' dashboards list the coming schedules.
    alsoInvalidates: ['main'],
    parse: (data) => scheduleSchema.parse(data),
  });
