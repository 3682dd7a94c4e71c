import { pushMessageSchema, type SendPushMessageInput } from '@settle/contract/push';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * POST /admin/push/message: every target member gets an inbox message and the push. Sending
 * cannot be undone, so it carries an Idempotency-Key made once per user action: a double click
 * or a retry after a lost answer sends it once.
 */
export const useSendPushMessage = () =>
  useApiMutation({
    method: 'POST',
    path: '/admin/push/message',
    body: (body: SendPushMessageInput) => body,
    idempotent: true,
    // An admin who is also an active member receives it too (bell and dashboard).
    alsoInvalidates: ['push', 'main'],
    parse: (data) => pushMessageSchema.parse(data),
  });
