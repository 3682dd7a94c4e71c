/**
 * An export of a list (CSV or Excel), written once per list and streamed by the writers in this
 * folder: the rows are an async iterable fed by `walkDocs` chunks, so at most one chunk of
 * documents is in memory whatever the size of the list.
 */
export type ExportFormat = 'csv' | 'xlsx';

/**
 * How a column's cells are written:
 * - text: as is (CSV guards against formulas);
 * - number: an integer (won, counts), a number cell in Excel;
 * - money: asset amounts in integer hundredths (contract/src/money.ts), written with two decimals;
 * - date: a moment, written in Asia/Seoul wall-clock time.
 */
export type ColumnKind = 'text' | 'number' | 'money' | 'date';

export interface ExportColumn {
  header: string;
  kind: ColumnKind;
  /** Summed into the 합계 row as the rows stream past (number and money columns). */
  total?: boolean;
  /** Excel column width in characters (a guess from the header otherwise). */
  width?: number;
}

export type ExportCell = string | number | Date | null;
export type ExportRow = readonly ExportCell[];

export interface TableExport {
  /** The list's Korean name, the start of the file name and the sheet's name: '회원목록'. */
  what: string;
  columns: readonly ExportColumn[];
  rows: AsyncIterable<ExportRow>;
}

/** The label of the totals row, in the first column. */
export const TOTALS_LABEL = '합계';

/**
 * Sums of the `total` columns, kept while streaming (integers: won, or hundredths of an asset,
 * so the sum is exact). `row()` is the 합계 row, or null when no column is totalled.
 */
export class ColumnTotals {
  private readonly sums: (number | null)[];

  constructor(columns: readonly ExportColumn[]) {
    this.sums = columns.map((c) => (c.total ? 0 : null));
  }

  add(row: ExportRow): void {
    this.sums.forEach((sum, i) => {
      const cell = row[i];
      if (sum !== null && typeof cell === 'number') this.sums[i] = sum + cell;
    });
  }

  row(): ExportCell[] | null {
    if (this.sums.every((s) => s === null)) return null;
    return this.sums.map((sum, i) => (i === 0 && sum === null ? TOTALS_LABEL : sum));
  }
}

/** One row per document, chunk by chunk (the generator pulls the next chunk only when asked). */
export async function* rowsOf<D>(
  chunks: AsyncIterable<readonly D[]>,
  toRow: (doc: D) => ExportRow,
): AsyncGenerator<ExportRow> {
  for await (const chunk of chunks) for (const doc of chunk) yield toRow(doc);
}
