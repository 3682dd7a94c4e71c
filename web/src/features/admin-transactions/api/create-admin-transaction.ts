import { transactionSchema } from '@settle/contract/transactions';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { MemberAmountBody } from '../lib/member-amount-form';

/** POST /admin/transactions {userId, amount, memo} → 201: a pending transaction for a member. */
export const useCreateAdminTransaction = () =>
  useApiMutation({
    method: 'POST',
    path: '/admin/transactions',
    body: (body: MemberAmountBody) => body,
    parse: (data) => transactionSchema.parse(data),
    idempotent: true,
  });
