import { downloadApiFile } from '../../../lib/download-api-file';
import type { AdminTransactionCsvParams } from '../lib/transaction-list-query';
import { ADMIN_TRANSACTIONS_PATH } from './list-admin-transactions';

/**
 * GET /admin/transactions?…&format=csv: the whole filtered set as CSV (UTF-8 with BOM), saved
 * under the server's file name. Resolves to that name.
 */
export const exportAdminTransactions = (params: AdminTransactionCsvParams, fallbackName: string) =>
  downloadApiFile(ADMIN_TRANSACTIONS_PATH, params, fallbackName);
