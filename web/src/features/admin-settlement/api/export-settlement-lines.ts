import { downloadApiFile } from '../../../lib/download-api-file';
import { lineCsvQuery } from '../lib/settlement-view';
import { SETTLEMENT_LINES_PATH } from './list-settlement-lines';

/** GET .../settlementAll/lines?batchId&format=csv: every line of the batch, saved as CSV. */
export const exportSettlementLines = (batchId: string, fallbackName: string) =>
  downloadApiFile(SETTLEMENT_LINES_PATH, lineCsvQuery(batchId), fallbackName);
