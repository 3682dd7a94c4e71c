import { downloadApiFile } from '../../../lib/download-api-file';
import { lineCsvQuery } from '../lib/settlement-view';
import { SETTLEMENT_LINES_PATH } from './list-settlement-lines';

/**
 * GET .../settlementAll/lines?batchId&format=csv&reason: every line of the batch, saved as CSV;
 * `reason` is the operator's 다운로드 사유 (it goes into the access record).
 */
export const exportSettlementLines = (batchId: string, reason: string, fallbackName: string) =>
  downloadApiFile(SETTLEMENT_LINES_PATH, lineCsvQuery(batchId, reason), fallbackName);
