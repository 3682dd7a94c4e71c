import { z } from 'zod/mini';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** DELETE /admin/announcements/{id}: removes a notice for good (hiding it is unpublishing). */
export const useDeleteAnnouncement = () =>
  useApiMutation({
    method: 'DELETE',
    path: (id: string) => `/admin/announcements/${encodeURIComponent(id)}`,
    alsoInvalidates: ['announcements', 'main'],
    parse: (data) => z.object({ id: z.string() }).parse(data),
  });
