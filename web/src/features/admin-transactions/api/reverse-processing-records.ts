import { reverseResultSchema, type ReverseRecordsInput } from '@settle/contract/ledger';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * DELETE /admin/processingRecords {ids, memo}: reverse each entry with a compensating one. The
 * answer lists a result per entry; a refused one carries its Korean reason.
 */
export const useReverseProcessingRecords = () =>
  useApiMutation({
    method: 'DELETE',
    path: '/admin/processingRecords',
    body: (body: ReverseRecordsInput) => body,
    parse: (data) => reverseResultSchema.parse(data),
    idempotent: true,
  });
