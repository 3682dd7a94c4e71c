import { transactionSchema } from '@settle/contract/transactions';
import { useApiMutation } from '../../../lib/use-api-mutation';

/** PATCH /transactions/{id} {status:'canceled'}: the member withdraws a pending transaction. */
export const useCancelTransaction = () =>
  useApiMutation({
    method: 'PATCH',
    path: (id: string) => `/transactions/${encodeURIComponent(id)}`,
    body: () => ({ status: 'canceled' }),
    idempotent: true,
    // The dashboard (/main/dashboardData) counts pending transactions.
    alsoInvalidates: ['main'],
    parse: (data) => transactionSchema.parse(data),
  });
