import { downloadApiFile } from '../../../lib/download-api-file';
import { lineCsvQuery, type SettlementLineFilters } from '../lib/settlement-view';
import { SETTLEMENT_LINES_PATH } from './list-settlement-lines';

/**
 * GET .../settlementAll/lines?batchId&status&format=csv&reason: the batch's lines under the
 * filter, saved as CSV; `reason` is the operator's 다운로드 사유 (it goes into the access record).
 */
export const exportSettlementLines = (filters: SettlementLineFilters, reason: string, fallbackName: string) =>
  downloadApiFile(SETTLEMENT_LINES_PATH, lineCsvQuery(filters, reason), fallbackName);
