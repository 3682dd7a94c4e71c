import type { Response } from 'express';
import { attachment } from '../lib/csv.js';

/** Answers a CSV download: the same headers for every export. */
export function sendCsv(res: Response, filename: string, csv: string): void {
  res.set('Content-Type', 'text/csv; charset=utf-8');
  res.set('Content-Disposition', attachment(filename));
  res.send(csv);
}
