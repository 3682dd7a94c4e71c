import { scheduleRunResultSchema } from '@settle/contract/schedules';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * POST /admin/schedules/runDue: runs the due-schedule job now. In production a scheduled
 * function runs it every few minutes; the emulators never tick schedules, so locally this is how
 * a due reminder or settlement schedule fires.
 */
export const useRunDueSchedules = () =>
  useApiMutation({
    method: 'POST',
    path: '/admin/schedules/runDue',
    // Firing sends inbox messages and may prepare a settlement batch.
    alsoInvalidates: ['main', 'push'],
    parse: (data) => scheduleRunResultSchema.parse(data),
  });
