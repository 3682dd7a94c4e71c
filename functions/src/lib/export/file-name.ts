import type { ExportFormat } from './table-export.js';
import { seoulFileStamp } from './seoul-time.js';

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * What and when, in Asia/Seoul: `회원목록_2026-11-26_1405.xlsx`. `when` is the moment the file
 * describes: now for a list, the batch's preparation for a settlement's lines.
 */
export function exportFileName(what: string, when: Date, format: ExportFormat): string {
  return `${what}_${seoulFileStamp(when)}.${format}`;
}
