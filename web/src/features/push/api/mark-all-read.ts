import { z } from 'zod/mini';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { INBOX_PATH } from './list-inbox';

const resultSchema = z.object({ updated: z.number().check(z.int()) });

/** PATCH /push/message/readAll: every unread message of the caller. */
export const useMarkAllRead = () =>
  useApiMutation({
    method: 'PATCH',
    path: `${INBOX_PATH}/readAll`,
    parse: (data) => resultSchema.parse(data),
    alsoInvalidates: ['main'],
  });
