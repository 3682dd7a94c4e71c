import { announcementSchema, type UpdateAnnouncementInput } from '@settle/contract/announcements';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** PATCH /admin/announcements/{id}: edit, pin or unpin, publish or hide a notice. */
export const useUpdateAnnouncement = () =>
  useApiMutation({
    method: 'PATCH',
    path: ({ id }: { id: string; changes: UpdateAnnouncementInput }) =>
      `/admin/announcements/${encodeURIComponent(id)}`,
    body: ({ changes }) => changes,
    alsoInvalidates: ['announcements', 'main'],
    parse: (data) => announcementSchema.parse(data),
  });
