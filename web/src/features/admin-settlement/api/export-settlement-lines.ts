import type { ExportFormat } from '@settle/contract/export-reason';
import { downloadApiFile } from '../../../lib/download-api-file';
import { lineCsvQuery, type SettlementLineFilters } from '../lib/settlement-view';
import { SETTLEMENT_LINES_PATH } from './list-settlement-lines';

/**
 * GET .../settlementAll/lines?batchId&status&format=csv|xlsx&reason: the batch's lines under the
 * filter, saved as CSV or Excel; `reason` is the operator's 다운로드 사유 (it goes into the access
 * record).
 */
export const exportSettlementLines = (
  filters: SettlementLineFilters,
  reason: string,
  fallbackName: string,
  format: ExportFormat = 'csv',
) => downloadApiFile(SETTLEMENT_LINES_PATH, lineCsvQuery(filters, reason, format), fallbackName);
