import type { Request, Response } from 'express';
import { attachment } from '../lib/csv.js';
import { writeCsv } from '../lib/export/csv-writer.js';
import { CONTENT_TYPES, exportFileName } from '../lib/export/file-name.js';
import type { ExportFormat, TableExport } from '../lib/export/table-export.js';
import { writeXlsx } from '../lib/export/xlsx-writer.js';
import { logger } from '../lib/logger.js';
import { exported, noted, recordBeforeStreaming } from './middleware/access-record.js';

export interface SendExportOptions {
  format: ExportFormat;
  /** How many rows the export holds, counted before streaming (the access record keeps it). */
  count: number;
  /** The validated list query: its filter and reason go to the access record. */
  query: { reason?: string | undefined } & object;
  /** The moment the file describes (file name); now unless given. */
  when?: Date;
  /** More facts for the access record (e.g. how many account numbers were decrypted). */
  details?: Record<string, string | number | boolean>;
}

/**
 * Answers a download of personal data, streamed: the access record's entry is written first
 * (count, filter, reason, format), then the file flows out row by row as the list is walked.
 * A failure after the first byte cannot become an error answer any more, so the connection is
 * cut: the client sees a failed download, never a file that looks complete but is not.
 */
export async function sendExport(
  req: Request,
  res: Response,
  table: TableExport,
  options: SendExportOptions,
): Promise<void> {
  exported(req, { count: options.count, filter: { ...options.query }, reason: options.query.reason ?? '' });
  noted(req, { format: options.format, ...options.details });
  if (!(await recordBeforeStreaming(req, res))) return;
  const name = exportFileName(table.what, options.when ?? new Date(), options.format);
  res.set('Content-Type', CONTENT_TYPES[options.format]);
  res.set('Content-Disposition', attachment(name));
  res.set('Cache-Control', 'no-store');
  try {
    const rows = options.format === 'xlsx' ? await writeXlsx(table, res) : await writeCsv(table, res);
    logger.info('export.sent', {
      requestId: req.requestId,
      format: options.format,
      rows,
      counted: options.count,
    });
    // The xlsx writer's zip stream ends the response itself.
    if (!res.writableEnded) res.end();
  } catch (cause) {
    if (!res.headersSent) throw cause;
    logger.error('export.cut', { requestId: req.requestId, format: options.format, cause: String(cause) });
    res.destroy(cause instanceof Error ? cause : new Error(String(cause)));
  }
}
