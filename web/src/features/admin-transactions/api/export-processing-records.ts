import { downloadApiFile } from '../../../lib/download-api-file';
import type { AdminRecordExportParams } from '../lib/record-list-query';

/**
 * GET /admin/processingRecords?type&userId&format=csv|xlsx&reason: the whole filtered ledger as a
 * file, saved under the server's name (처리기록_2026-11-26_1405.xlsx). Resolves to that name.
 */
export const exportProcessingRecords = (params: AdminRecordExportParams, fallbackName: string) =>
  downloadApiFile('/admin/processingRecords', params, fallbackName);
