import { downloadApiFile } from '../../../lib/download-api-file';
import type { AdminUserCsvParams } from '../lib/user-list-query';

/**
 * GET /admin/users?q&status&format=csv&reason: the members matching the filter as CSV, saved
 * under the server's file name. Resolves to that name; rejects with the API's Korean message.
 */
export const exportAdminUsers = (params: AdminUserCsvParams, fallbackName: string) =>
  downloadApiFile('/admin/users', params, fallbackName);
