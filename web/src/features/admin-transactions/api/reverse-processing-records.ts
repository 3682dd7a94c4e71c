import type { ReverseRecordsInput } from '@settle/contract/ledger';
import { parseApproval } from '../../../lib/approval-answer';
import { useApiMutation } from '../../../lib/use-api-mutation';

/**
 * DELETE /admin/processingRecords {ids, memo}: asks for each entry to be reversed with a
 * compensating one → 202 with an approval request (four eyes; the memo is its reason). The
 * results per entry are on the request once another admin approves it.
 */
export const useReverseProcessingRecords = () =>
  useApiMutation({
    method: 'DELETE',
    path: '/admin/processingRecords',
    body: (body: ReverseRecordsInput) => body,
    parse: parseApproval,
    idempotent: true,
  });
