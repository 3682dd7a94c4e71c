import { inboxMessageSchema } from '@settle/contract/push';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { INBOX_PATH } from './list-inbox';

/** PATCH /push/message/{id}: one message read (the `push` cache group and the dashboard refetch). */
export const useMarkRead = () =>
  useApiMutation({
    method: 'PATCH',
    path: (id: string) => `${INBOX_PATH}/${encodeURIComponent(id)}`,
    body: () => ({ read: true }),
    parse: (data) => inboxMessageSchema.parse(data),
    // The member's dashboard counts unread messages too.
    alsoInvalidates: ['main'],
  });
