import { inboxMessageSchema } from '@settle/contract/push';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** PATCH /push/message/{id}: the member opened one of their messages. */
export const useMarkMessageRead = () =>
  useApiMutation({
    method: 'PATCH',
    path: (id: string) => `/push/message/${encodeURIComponent(id)}`,
    body: () => ({}),
    // The dashboard's unread card and count change too.
    alsoInvalidates: ['main'],
    parse: (data) => inboxMessageSchema.parse(data),
  });
