/**
 * `npm run bench [-- --only api,import,size,settlement,reads,access,lists] [--quick]`: one report of the
 * numbers this product claims (README: Benchmarks), printed as text and written as JSON to
 * .bench/bench-<time>.json (and .bench/latest.json). Parts:
 *   api         latency/throughput of three API routes vs a bare Express route (scripts/lib/bench-api.ts)
 *   import      functions cold import, bundle vs naive (scripts/lib/bench-import.ts)
 *   size        first-route JS gzip of web/dist (scripts/lib/first-route-size.ts; builds web if missing)
 *   settlement  1,000 and 10,000 members (scripts/lib/bench-settlement-run.ts)
 *   reads       Firestore reads per screen (scripts/lib/bench-reads.ts)
 *   access      the access record on vs off for an admin request, writes per request, and the
 *               tamper check of 100,000 entries (scripts/lib/bench-access.ts)
 *   lists       every admin list and the member search at 1,000 and 100,000 members, the export
 *               of 100,000 rows, settlement at 10,000 and 100,000 (scripts/lib/bench-lists.ts);
 *               about half an hour, so only when named: `--only lists`
 * Aims are printed as PASS/MISS and never fail the run. `--quick` (CI smoke): 2 s per route,
 * 3 import runs, 1,000 members only (lists: 1,000 and 10,000, 10 requests a page).
 *
 * With api, settlement or reads selected it starts its own Auth + Firestore emulators (fixed
 * ports of firebase.json: stop `npm start` first) and runs itself inside them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/emulator-env.js';
import { insideOwnEmulators, rerunInsideEmulators } from './lib/rerun-in-emulators.js';

const PARTS = ['api', 'import', 'size', 'settlement', 'reads', 'access', 'lists'] as const;
type Part = (typeof PARTS)[number];
const EMULATOR_PARTS: Part[] = ['api', 'settlement', 'reads', 'access', 'lists'];
const NAMED_ONLY: Part[] = ['lists'];

const { values } = parseArgs({
  options: { only: { type: 'string' }, quick: { type: 'boolean', default: false } },
});
const only = (values.only ?? PARTS.filter((p) => !NAMED_ONLY.includes(p)).join(','))
  .split(',')
  .map((p) => p.trim());
const unknown = only.filter((p) => !(PARTS as readonly string[]).includes(p));
if (unknown.length > 0) {
  console.error(
    `unknown part(s) ${unknown.join(', ')}; usage: npm run bench -- [--only ${PARTS.join(',')}] [--quick]`,
  );
  process.exit(2);
}
const parts = PARTS.filter((p) => only.includes(p));
const quick = values.quick;

if (!insideOwnEmulators() && parts.some((p) => EMULATOR_PARTS.includes(p))) {
  rerunInsideEmulators('scripts/bench.ts', 'auth,firestore');
} else {
  await run();
}

/**
 * The app logs one structured JSON line per event (thousands under load): keep the routine ones
 * out of the report, counted by severity; warnings and errors still show.
 */
function quietAppLogs(): Record<string, number> {
  const suppressed: Record<string, number> = {};
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      const text = typeof chunk === 'string' ? chunk : '';
      const severity = text.startsWith('{') ? /"severity":"(\w+)"/.exec(text)?.[1] : undefined;
      if (severity && !['WARNING', 'ERROR'].includes(severity)) {
        suppressed[severity] = (suppressed[severity] ?? 0) + 1;
        return true;
      }
      return write(chunk, ...rest);
    }) as typeof stream.write;
  }
  return suppressed;
}

async function run(): Promise<void> {
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const appLogs = quietAppLogs();
  const { report, printReport } = await import('./lib/bench-report.js');
  const json: Record<string, unknown> = {
    at: new Date().toISOString(),
    quick,
    machine: { cpus: cpus().length, model: cpus()[0]?.model ?? '?', node: process.version },
  };
  const sections: string[] = [];
  // Firestore-free parts first; each emulator part clears the emulator before it starts.
  if (parts.includes('import')) {
    const { importBench } = await import('./lib/bench-import.js');
    json.import = importBench(quick ? 3 : 5);
  }
  if (parts.includes('size')) {
    if (!existsSync(join(ROOT, 'web/dist/index.html'))) {
      execFileSync('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, stdio: 'ignore' });
    }
    const { measureFirstRoutes } = await import('./lib/first-route-size.js');
    const { results } = measureFirstRoutes(join(ROOT, 'web/dist'));
    json.size = results.map(({ route, files, raw, gzip, budget, over, overAim }) => ({
      route,
      files: files.length,
      raw,
      gzip,
      budget,
      over,
      overAim,
    }));
  }
  if (parts.includes('api')) {
    const { apiBench } = await import('./lib/bench-api.js');
    json.api = await apiBench(quick ? 2 : 8);
  }
  if (parts.includes('reads')) {
    const { readsBench } = await import('./lib/bench-reads.js');
    json.reads = await readsBench();
  }
  if (parts.includes('settlement')) {
    const { settlementRows } = await import('./lib/bench-settlement-run.js');
    json.settlement = await settlementRows(quick ? [1000] : [1000, 10_000]);
  }
  if (parts.includes('access')) {
    const { accessBench, accessReport } = await import('./lib/bench-access.js');
    const result = await accessBench(quick ? 200 : 1000, quick ? 10_000 : 100_000);
    json.access = result;
    sections.push(accessReport(result));
  }
  if (parts.includes('lists')) {
    const { listsBench } = await import('./lib/bench-lists.js');
    const { listsReport } = await import('./lib/bench-lists-report.js');
    const result = await listsBench(
      quick
        ? { sizes: [1000, 10_000], repeats: 10, exportRows: 10_000, settlement: [1000, 10_000] }
        : { sizes: [1000, 100_000], repeats: 30, exportRows: 100_000, settlement: [10_000, 100_000] },
    );
    json.lists = result;
    sections.push(listsReport(result));
  }
  json.appLogLines = appLogs;
  sections.push(report(json));
  const dir = join(ROOT, '.bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `bench-${String(json.at).replaceAll(':', '-')}.json`);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(join(dir, 'latest.json'), `${JSON.stringify(json, null, 2)}\n`);
  printReport(sections, file);
  process.exit(0);
}
