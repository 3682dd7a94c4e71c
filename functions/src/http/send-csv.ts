import type { Request, Response } from 'express';
import { attachment, type CsvExport } from '../lib/csv.js';
import { exported } from './middleware/access-record.js';

/**
 * Answers a CSV download of personal data: the same headers for every export, and the access
 * record notes the row count, the filter and the operator's reason (the query schema has
 * already refused an export without one).
 */
export function sendCsv(
  req: Request,
  res: Response,
  filename: string,
  file: CsvExport,
  query: { reason?: string | undefined } & object,
): void {
  exported(req, { count: file.rows, filter: { ...query }, reason: query.reason ?? '' });
  res.set('Content-Type', 'text/csv; charset=utf-8');
  res.set('Content-Disposition', attachment(filename));
  res.send(file.csv);
}
