import { transactionSchema } from '@settle/contract/transactions';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** PATCH /admin/transactions/{id} {status:'success'}: process it, crediting the member. */
export const useProcessTransaction = () =>
  useApiMutation({
    method: 'PATCH',
    path: (id: string) => `/admin/transactions/${encodeURIComponent(id)}`,
    body: () => ({ status: 'success' }),
    parse: (data) => transactionSchema.parse(data),
    idempotent: true,
  });
