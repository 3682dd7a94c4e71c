/** The text report of `npm run bench` from its JSON (scripts/bench.ts). */
import { relative } from 'node:path';
import { AIM_P99_MS, AIM_RATIO, CONNECTIONS, type ApiRow } from './bench-api.js';
import { AIM_IMPORT_RATIO, type ImportResult } from './bench-import.js';
import type { ScreenReads } from './bench-reads.js';
import { settlementTable, type SettlementRow } from './bench-settlement-run.js';
import { ROOT } from './emulator-env.js';
import { AIM_BYTES } from './first-route-size.js';

const aim = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Column 0 and the columns in `left` align left, the others right. */
function table(header: string[], rows: string[][], left: number[] = []): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 || left.includes(i) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function report(json: Record<string, unknown>): string {
  const out: string[] = [];
  const machine = json.machine as { cpus: number; model: string; node: string };
  out.push(`settle bench ${String(json.at)}${json.quick ? ' (quick)' : ''}`);
  out.push(`machine: ${machine.cpus} CPU(s), ${machine.model}, node ${machine.node}`);
  const logs = Object.entries((json.appLogLines as Record<string, number> | undefined) ?? {});
  if (logs.length > 0) out.push(`app log lines kept out of this report: ${logs.map(([s, n]) => `${s} ${n}`).join(', ')}`);

  const api = json.api as ApiRow[] | undefined;
  if (api) {
    out.push(`\n== API (autocannon, ${CONNECTIONS} connections, Auth + Firestore emulators)`);
    out.push(
      table(
        [
          'route',
          'req/s',
          'p50 ms',
          'p99 ms',
          'non-2xx',
          'errors',
          'vs bare',
          'vs 1 read',
          `≥ ${AIM_RATIO}× bare`,
          `p99 ≤ ${AIM_P99_MS} ms`,
        ],
        api.map((r) => [
          r.name,
          r.requestsPerSecond.toFixed(0),
          String(r.p50Ms),
          String(r.p99Ms),
          String(r.non2xx),
          String(r.errors),
          r.ratio === null ? '1.00×' : `${r.ratio.toFixed(2)}×`,
          r.ratioOneRead === undefined ? '' : r.ratioOneRead === null ? '1.00×' : `${r.ratioOneRead.toFixed(2)}×`,
          r.reference || r.ratio === null ? '' : aim(r.ratio >= AIM_RATIO),
          r.reference || r.ratio === null ? '' : aim(r.p99Ms <= AIM_P99_MS),
        ]),
      ),
    );
    for (const r of api) {
      if (!r.created) continue;
      const { responses, documents } = r.created;
      // Requests still in flight when autocannon stopped create a transaction without a counted
      // response (at most one per connection); fewer documents than 2xx would mean a reused key.
      const ok = documents >= responses && documents <= responses + CONNECTIONS;
      out.push(
        `${r.name}: ${responses} × 2xx, ${documents} transactions created ` +
          `(${documents - responses} in flight at the stop): ${ok ? 'one per request, every key fresh' : 'MISMATCH'}`,
      );
    }
  }

  const imp = json.import as ImportResult | undefined;
  if (imp) {
    const ms = (values: number[]) => values.map((v) => v.toFixed(0)).join(', ');
    out.push(`\n== functions cold import (fresh node process, time until import() resolves; median of ${imp.bundleMs.length})`);
    out.push(`bundle functions/lib/index.js   ${imp.bundleMedianMs.toFixed(0)} ms   (${ms(imp.bundleMs)})`);
    out.push(`naive eager imports + app       ${imp.naiveMedianMs.toFixed(0)} ms   (${ms(imp.naiveMs)})`);
    out.push(`ratio ${imp.ratio.toFixed(2)}×   aim ≤ ${AIM_IMPORT_RATIO}×: ${aim(imp.ratio <= AIM_IMPORT_RATIO)}`);
  }

  const size = json.size as
    | { route: string; files: number; raw: number; gzip: number; budget: number; over: boolean; overAim: boolean }[]
    | undefined;
  if (size) {
    out.push(`\n== first-route JS (web/dist, gzip -9; aim ${kb(AIM_BYTES)}, budget = the ceiling CI enforces)`);
    out.push(
      table(
        ['route', 'files', 'raw', 'gzip', 'budget', `aim ≤ ${kb(AIM_BYTES)}`],
        size.map((r) => [
          r.route,
          String(r.files),
          kb(r.raw),
          kb(r.gzip),
          `${kb(r.budget)} ${r.over ? 'OVER' : 'ok'}`,
          aim(!r.overAim),
        ]),
      ),
    );
  }

  const settlement = json.settlement as SettlementRow[] | undefined;
  if (settlement) {
    out.push('\n== settlement (Firestore emulator)');
    out.push(settlementTable(settlement));
  }

  const reads = json.reads as ScreenReads[] | undefined;
  if (reads) {
    out.push('\n== Firestore reads per screen (first visit; the API calls each screen makes)');
    out.push(
      table(
        ['screen', 'reads', 'calls (reads each)'],
        reads.map((r) => [
          r.screen,
          String(r.reads),
          r.calls.map((c) => `${c.path.split('?')[0]} ${c.reads}${c.status >= 300 ? ` [${c.status}]` : ''}`).join(', '),
        ]),
        [2],
      ),
    );
  }
  return out.join('\n');
}

export function printReport(sections: string[], file: string): void {
  console.log(`\n${'='.repeat(100)}\n${sections.join('\n')}\n\nJSON: ${relative(ROOT, file)} (and .bench/latest.json)`);
}
