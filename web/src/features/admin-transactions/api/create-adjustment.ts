import { processingRecordSchema } from '@settle/contract/ledger';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { MemberAmountBody } from '../lib/member-amount-form';

/** POST /admin/processingRecords {userId, amount (signed), memo} → 201: an adjustment entry. */
export const useCreateAdjustment = () =>
  useApiMutation({
    method: 'POST',
    path: '/admin/processingRecords',
    body: (body: MemberAmountBody) => body,
    parse: (data) => processingRecordSchema.parse(data),
    idempotent: true,
  });
