import type { Writable } from 'node:stream';
import { formatAssets } from '@settle/contract/money';
import { csvCell, csvRow } from '../csv.js';
import { seoulDateTime } from './seoul-time.js';
import { ColumnTotals, type ExportCell, type ExportColumn, type TableExport } from './table-export.js';
import { writeInTurn } from './write-in-turn.js';

/** Rows are gathered into pieces of about this size before a write (one write per row is slow). */
const PIECE_BYTES = 64 * 1024;

function csvValue(cell: ExportCell, column: ExportColumn | undefined): string {
  if (cell === null) return '';
  if (cell instanceof Date) return csvCell(seoulDateTime(cell));
  // Hundredths as a plain decimal a spreadsheet reads as a number: no thousands separators, and
  // not through the formula guard, which would turn -5.00 into text.
  if (column?.kind === 'money' && typeof cell === 'number') return formatAssets(cell).replaceAll(',', '');
  return csvCell(cell);
}

/**
 * Streams an export as CSV: a UTF-8 byte-order mark (Excel then reads Korean right), the header,
 * the rows, and the 합계 row when a column is totalled; RFC 4180 quoting, CRLF rows, and no
 * cell a spreadsheet would run as a formula (csv.ts). Waits for the stream to drain, so a slow
 * client holds the walk instead of the rows piling up in memory. Returns the number of rows.
 */
export async function writeCsv(table: TableExport, out: Writable): Promise<number> {
  const { columns } = table;
  const totals = new ColumnTotals(columns);
  const line = (cells: readonly ExportCell[]) => `${cells.map((cell, i) => csvValue(cell, columns[i])).join(',')}\r\n`;
  let piece = `\uFEFF${csvRow(columns.map((c) => c.header))}\r\n`;
  let count = 0;
  for await (const row of table.rows) {
    totals.add(row);
    piece += line(row);
    count += 1;
    if (piece.length >= PIECE_BYTES) {
      await writeInTurn(out, piece);
      piece = '';
    }
  }
  const totalsRow = totals.row();
  if (totalsRow) piece += line(totalsRow);
  await writeInTurn(out, piece);
  return count;
}
