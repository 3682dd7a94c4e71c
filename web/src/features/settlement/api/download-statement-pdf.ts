import { statementFileName } from '@settle/contract/settlement-statement';
import { downloadApiFile } from '../../../lib/download-api-file';

/**
 * GET /settlements/{id}/statement.pdf: the statement as an A4 PDF, saved under the server's name
 * ('정산명세서_2026-11-22.pdf'); the same name is the fallback. Resolves with the saved name.
 */
export const downloadStatementPdf = (id: string, settledAt: string): Promise<string> =>
  downloadApiFile(
    `/settlements/${encodeURIComponent(id)}/statement.pdf`,
    {},
    statementFileName(new Date(settledAt)),
  );
