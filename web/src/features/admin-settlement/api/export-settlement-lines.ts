import type { ExportFormat } from '@settle/contract/export-reason';
import { downloadApiFile } from '../../../lib/download-api-file';
import { lineCsvQuery } from '../lib/settlement-view';
import { SETTLEMENT_LINES_PATH } from './list-settlement-lines';

/**
 * GET .../settlementAll/lines?batchId&format=csv|xlsx&reason: every line of the batch, saved as
 * CSV or Excel; `reason` is the operator's 다운로드 사유 (it goes into the access record).
 */
export const exportSettlementLines = (
  batchId: string,
  reason: string,
  fallbackName: string,
  format: ExportFormat = 'csv',
) => downloadApiFile(SETTLEMENT_LINES_PATH, lineCsvQuery(batchId, reason, format), fallbackName);
