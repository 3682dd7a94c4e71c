import { transactionSchema } from '@settle/contract/transactions';
import { useApiMutation } from '../../../lib/use-api-mutation';
import type { CreateTransactionBody } from '../lib/transaction-form';

/**
 * POST /transactions {amount, memo}: the member registers a payment they received (pending until
 * an admin processes it). Money-moving, so it carries an Idempotency-Key: a double click or a
 * retry after a lost answer cannot register it twice.
 */
export const useCreateTransaction = () =>
  useApiMutation({
    method: 'POST',
    path: '/transactions',
    body: (body: CreateTransactionBody) => body,
    idempotent: true,
    // The dashboard (/main/dashboardData) counts pending transactions.
    alsoInvalidates: ['main'],
    parse: (data) => transactionSchema.parse(data),
  });
