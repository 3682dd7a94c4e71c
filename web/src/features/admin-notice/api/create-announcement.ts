import { announcementSchema, type CreateAnnouncementInput } from '@settle/contract/announcements';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** POST /admin/announcements: an admin writes a notice. */
export const useCreateAnnouncement = () =>
  useApiMutation({
    method: 'POST',
    path: '/admin/announcements',
    body: (body: CreateAnnouncementInput) => body,
    // Members' notice list and the dashboard's latest notices change too.
    alsoInvalidates: ['announcements', 'main'],
    parse: (data) => announcementSchema.parse(data),
  });
