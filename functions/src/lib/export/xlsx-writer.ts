import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { hundredthsToNumber } from '@settle/contract/money';
import { seoulWallClock } from './seoul-time.js';
import { ColumnTotals, type ColumnKind, type ExportCell, type ExportColumn, type TableExport } from './table-export.js';
import { drained } from './write-in-turn.js';

const NUMBER_FORMAT: Record<ColumnKind, string | undefined> = {
  text: undefined,
  number: '#,##0',
  money: '#,##0.00',
  date: 'yyyy-mm-dd hh:mm:ss',
};

/** Excel allows 31 characters and none of : \ / ? * [ ] in a sheet name. */
function sheetName(what: string): string {
  return what.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || '목록';
}

function widthOf(column: ExportColumn): number {
  if (column.width) return column.width;
  if (column.kind === 'date') return 20;
  // Hangul is about two characters wide in Excel's default font.
  return Math.max(10, Math.min(40, [...column.header].length * 2 + 2));
}

function xlsxValue(cell: ExportCell, column: ExportColumn | undefined): ExcelJS.CellValue {
  if (cell === null) return null;
  if (cell instanceof Date) return seoulWallClock(cell);
  if (column?.kind === 'money' && typeof cell === 'number') return hundredthsToNumber(cell);
  // A string cell is never evaluated as a formula, so text needs no guard here (CSV does).
  return cell;
}

/**
 * Streams an export as an Excel workbook (exceljs' streaming writer, piped to `out`): one sheet
 * named after the list, a bold header row frozen at the top, number, money and date cells as
 * numbers and dates with their formats, and the 합계 row (bold) at the end when a column is
 * totalled. Each row is committed as it comes, so it leaves memory for the zip stream; the walk
 * waits while `out` is full. Returns the number of rows.
 */
export async function writeXlsx(table: TableExport, out: Writable): Promise<number> {
  const { columns } = table;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName(table.what), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((column, i) => {
    const numFmt = NUMBER_FORMAT[column.kind];
    return { key: String(i), width: widthOf(column), ...(numFmt ? { style: { numFmt } } : {}) };
  });
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  const totals = new ColumnTotals(columns);
  let count = 0;
  for await (const row of table.rows) {
    totals.add(row);
    sheet.addRow(row.map((cell, i) => xlsxValue(cell, columns[i]))).commit();
    count += 1;
    if (count % 500 === 0) await drained(out);
  }
  const totalsRow = totals.row();
  if (totalsRow) {
    const added = sheet.addRow(totalsRow.map((cell, i) => xlsxValue(cell, columns[i])));
    added.font = { bold: true };
    added.commit();
  }
  sheet.commit();
  await workbook.commit();
  return count;
}
