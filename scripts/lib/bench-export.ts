/**
 * An export at scale (issue 18 aim: 100,000 rows with peak RSS under 300 MB): seeds `rows`
 * pending transactions in the emulator (bulk writes), then downloads them through the real
 * route in this process (createApp served on a local port) as Excel and as CSV, reading the
 * answer as it streams and throwing it away. Per format: the time to the last byte, the bytes,
 * and the process's peak RSS sampled every 50 ms during the download (the server and this
 * client share the process, so the figure is an upper bound for the server alone).
 * Not a test: `npm run bench -- --only lists` reports it.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { createApp } from '../../functions/src/http/app.js';
import { collections } from '../../functions/src/lib/collections.js';
import { db } from '../../functions/src/lib/firebase.js';
import type { TransactionRecord } from '../../functions/src/modules/transactions/transaction-record.js';
import { freshSession, serve } from './bench-session.js';

const MB = 1024 * 1024;
const SAMPLE_MS = 50;

export interface ExportRun {
  format: 'xlsx' | 'csv';
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  bytes: number;
  /** RSS just before the download (after seeding), and its peak during it. */
  baselineRssMb: number;
  peakRssMb: number;
}

export interface ExportBench {
  rows: number;
  seedSeconds: number;
  runs: ExportRun[];
}

async function seedTransactions(rows: number): Promise<void> {
  const writer = db().bulkWriter();
  const uid = 'bench-export-member';
  const start = Date.now() - rows * 1000;
  for (let i = 0; i < rows; i += 1) {
    const at = Timestamp.fromMillis(start + i * 1000);
    const record: TransactionRecord = {
      uid,
      userName: '김벤치',
      amountMinor: 100 + (i % 10_000),
      memo: `벤치 거래 ${i}`,
      status: 'pending',
      createdByRole: 'user',
      createdBy: uid,
      createdAt: at,
      updatedAt: at,
      processedAt: null,
      processedBy: null,
      processingRecordId: null,
      canceledAt: null,
      deletedAt: null,
      deletedBy: null,
      deleteReason: null,
    };
    void writer.set(db().collection(collections.transactions).doc(`bench-tx-${String(i).padStart(7, '0')}`), record);
    // Let the writer drain now and then, so the queued writes do not pile up in this process.
    if (i % 5_000 === 4_999) await writer.flush();
  }
  await writer.close();
}

function maybeCollectGarbage(): void {
  // Only when node runs with --expose-gc: a baseline without the seeding's garbage.
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
}

async function download(url: string, token: string, format: ExportRun['format']): Promise<ExportRun> {
  maybeCollectGarbage();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, SAMPLE_MS);
  const started = performance.now();
  let bytes = 0;
  try {
    const query = new URLSearchParams({ status: 'pending', format, reason: '벤치마크 다운로드 측정' });
    const response = await fetch(`${url}/api/admin/transactions?${query}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}: ${await response.text()}`);
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, process.memoryUsage().rss);
  return {
    format,
    rows: 0,
    seconds: Math.round(seconds * 100) / 100,
    rowsPerSecond: 0,
    bytes,
    baselineRssMb: Math.round(baseline / MB),
    peakRssMb: Math.round(peak / MB),
  };
}

export async function benchExport(rows: number): Promise<ExportBench> {
  const session = await freshSession();
  const seeding = performance.now();
  await seedTransactions(rows);
  const seedSeconds = Math.round((performance.now() - seeding) / 10) / 100;
  const server = await serve(createApp());
  const runs: ExportRun[] = [];
  try {
    for (const format of ['xlsx', 'csv'] as const) {
      const run = await download(server.url, session.admin, format);
      runs.push({ ...run, rows, rowsPerSecond: Math.round(rows / run.seconds) });
    }
  } finally {
    await server.close();
  }
  return { rows, seedSeconds, runs };
}

/** The report's lines for the export part. */
export function exportReport(result: ExportBench): string {
  const lines = [
    `## Export of ${result.rows.toLocaleString('en-US')} rows (seeded in ${result.seedSeconds} s)`,
    '',
    '| format | seconds | rows/s | MB | RSS before (MB) | peak RSS (MB) |',
    '|---|---:|---:|---:|---:|---:|',
    ...result.runs.map(
      (r) =>
        `| ${r.format} | ${r.seconds} | ${r.rowsPerSecond} | ${(r.bytes / MB).toFixed(1)} | ${r.baselineRssMb} | ${r.peakRssMb} |`,
    ),
  ];
  return lines.join('\n');
}
