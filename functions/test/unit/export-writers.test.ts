import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { writeCsv } from '../../src/lib/export/csv-writer.js';
import { exportFileName } from '../../src/lib/export/file-name.js';
import type { ExportRow, TableExport } from '../../src/lib/export/table-export.js';
import { writeXlsx } from '../../src/lib/export/xlsx-writer.js';
import { attachment } from '../../src/lib/csv.js';

async function* rowsOf(rows: ExportRow[]): AsyncGenerator<ExportRow> {
  for (const row of rows) yield row;
}

// 2026-11-26 05:05:09 UTC is 14:05:09 in Seoul.
const AT = new Date(Date.UTC(2026, 10, 26, 5, 5, 9));

function table(rows: ExportRow[]): TableExport {
  return {
    what: '회원목록',
    columns: [
      { header: '이름', kind: 'text' },
      { header: '자산(pt)', kind: 'money', total: true },
      { header: '누적 정산액(원)', kind: 'number', total: true },
      { header: '가입일', kind: 'date' },
      { header: '메모', kind: 'text' },
    ],
    rows: rowsOf(rows),
  };
}

async function collect(
  write: (out: PassThrough) => Promise<number>,
): Promise<{ bytes: Buffer; rows: number }> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => out.on('end', resolve));
  const rows = await write(out);
  if (!out.writableEnded) out.end();
  await ended;
  return { bytes: Buffer.concat(chunks), rows };
}

const ROWS: ExportRow[] = [
  ['김민준', 25075, 1_000_000, AT, '=SUM(A1)'],
  ['이서연, "대표"', -500, 2_500, AT, '줄\n바꿈'],
  ['박지호', 0, 0, null, null],
];

describe('CSV writer', () => {
  it('writes a BOM, the header, RFC 4180 quoting, no formulas, Seoul times and a 합계 row', async () => {
    const { bytes, rows } = await collect((out) => writeCsv(table(ROWS), out));
    expect(rows).toBe(3);
    const text = bytes.toString('utf8');
    expect(text.startsWith('\uFEFF이름,자산(pt),누적 정산액(원),가입일,메모\r\n')).toBe(true);
    expect(text).toContain("김민준,250.75,1000000,2026-11-26 14:05:09,'=SUM(A1)\r\n");
    expect(text).toContain('"이서연, ""대표""",-5.00,2500,2026-11-26 14:05:09,"줄\n바꿈"\r\n');
    expect(text).toContain('박지호,0.00,0,,\r\n');
    expect(text.endsWith('합계,245.75,1002500,,\r\n')).toBe(true);
  });

  it('has no 합계 row when no column is totalled, and holds only the header when there are no rows', async () => {
    const plain: TableExport = {
      what: '목록',
      columns: [{ header: '이름', kind: 'text' }],
      rows: rowsOf([]),
    };
    const { bytes, rows } = await collect((out) => writeCsv(plain, out));
    expect(rows).toBe(0);
    expect(bytes.toString('utf8')).toBe('\uFEFF이름\r\n');
  });

  it('writes many rows in pieces and every one arrives', async () => {
    const many = Array.from({ length: 5000 }, (_, i): ExportRow => [`회원${i}`, i, i, AT, '']);
    const { bytes, rows } = await collect((out) => writeCsv(table(many), out));
    expect(rows).toBe(5000);
    const lines = bytes.toString('utf8').trim().split('\r\n');
    expect(lines).toHaveLength(5002);
    const sum = (5000 * 4999) / 2;
    expect(lines.at(-1)).toBe(`합계,${(sum / 100).toFixed(2)},${sum},,`);
  });
});

describe('writing to a slow reader', () => {
  it('waits for it to drain, and leaves no listeners behind on the stream', async () => {
    // A tiny buffer read slowly: nearly every piece has to wait for a drain.
    const out = new PassThrough({ highWaterMark: 1024 });
    let bytes = 0;
    const reading = (async () => {
      for await (const chunk of out) {
        bytes += (chunk as Buffer).length;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const before = { close: out.listenerCount('close'), drain: out.listenerCount('drain') };
    const many = Array.from({ length: 30_000 }, (_, i): ExportRow => [`회원${i}`, i, i, AT, '메모']);
    const rows = await writeCsv(table(many), out);
    expect(rows).toBe(30_000);
    expect(out.listenerCount('close')).toBe(before.close);
    expect(out.listenerCount('drain')).toBe(before.drain);
    out.end();
    await reading;
    expect(bytes).toBeGreaterThan(1_000_000);
  });
});

describe('XLSX writer', () => {
  it('reads back with exceljs: bold frozen header, numbers as numbers, Seoul dates, a bold 합계 row', async () => {
    const { bytes, rows } = await collect((out) => writeXlsx(table(ROWS), out));
    expect(rows).toBe(3);
    const book = new ExcelJS.Workbook();
    // exceljs types its input as an ArrayBuffer-like `Buffer`: hand it the bytes' own ArrayBuffer.
    await book.xlsx.load(new Uint8Array(bytes).buffer);
    const sheet = book.getWorksheet('회원목록');
    if (!sheet) throw new Error('no sheet named 회원목록');
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      '이름',
      '자산(pt)',
      '누적 정산액(원)',
      '가입일',
      '메모',
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('김민준');
    expect(first.getCell(2).value).toBe(250.75);
    expect(first.getCell(2).numFmt).toBe('#,##0.00');
    expect(first.getCell(3).value).toBe(1_000_000);
    expect(first.getCell(3).numFmt).toBe('#,##0');
    // Excel has no time zone: the cell holds the Seoul wall-clock time.
    expect(first.getCell(4).value).toEqual(new Date(Date.UTC(2026, 10, 26, 14, 5, 9)));
    // A string cell, never a formula.
    expect(first.getCell(5).value).toBe('=SUM(A1)');
    expect(first.getCell(5).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getRow(3).getCell(2).value).toBe(-5);
    expect(sheet.getRow(4).getCell(4).value).toBeNull();
    const totals = sheet.getRow(5);
    expect(totals.values).toEqual([undefined, '합계', 245.75, 1_002_500]);
    expect(totals.font?.bold).toBe(true);
  });
});

describe('file name', () => {
  it('says what and when in Seoul time, in an RFC 5987 Content-Disposition', () => {
    const name = exportFileName('회원목록', AT, 'xlsx');
    expect(name).toBe('회원목록_2026-11-26_1405.xlsx');
    expect(attachment(name)).toBe(
      `attachment; filename="_____2026-11-26_1405.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
  });
});
