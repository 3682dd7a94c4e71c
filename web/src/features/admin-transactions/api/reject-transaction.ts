import { transactionSchema, type RejectTransactionInput } from '@settle/contract/transactions';
import { useApiMutation } from '../../../lib/use-api-mutation';

export interface RejectTransactionVariables {
  id: string;
  /** Already checked with parseKorean(rejectTransactionSchema, …). */
  body: RejectTransactionInput;
}

/** DELETE /admin/transactions/{id} {reason}: reject a pending one (soft delete, status deleted). */
export const useRejectTransaction = () =>
  useApiMutation({
    method: 'DELETE',
    path: ({ id }: RejectTransactionVariables) => `/admin/transactions/${encodeURIComponent(id)}`,
    body: ({ body }: RejectTransactionVariables) => body,
    parse: (data) => transactionSchema.parse(data),
    idempotent: true,
  });
