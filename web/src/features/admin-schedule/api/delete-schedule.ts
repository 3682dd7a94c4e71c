import { z } from 'zod/mini';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE /admin/schedules/{id} */
export const useDeleteSchedule = () =>
  useApiMutation({
    method: 'DELETE',
    path: (id: string) => `/admin/schedules/${encodeURIComponent(id)}`,
    alsoInvalidates: ['main'],
    parse: (data) => z.object({ id: z.string() }).parse(data),
  });
