import { processingRecordSchema } from '@settle/contract/ledger';
import { parseApprovalOr } from '../../../lib/approval-answer';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { MemberAmountBody } from '../lib/member-amount-form';

/**
 * POST /admin/processingRecords {userId, amount (signed), memo} → 202 with an approval request
 * (four eyes; the memo is its reason), or 201 with the entry when the amount is below the
 * approval threshold the operator set.
 */
export const useCreateAdjustment = () =>
  useApiMutation({
    method: 'POST',
    path: '/admin/processingRecords',
    body: (body: MemberAmountBody) => body,
    parse: parseApprovalOr((data) => processingRecordSchema.parse(data)),
    idempotent: true,
  });
