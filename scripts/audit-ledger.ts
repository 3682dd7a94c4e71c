/**
 * `npm run audit:ledger [-- --project <id>]`
 * Checks the money invariant of PRODUCT.md for every member: `assets` equals the sum of their
 * ledger entries and is never negative; also lists ledger entries whose member does not exist.
 * Without --project, or with a `demo-` project, it reads the running local emulators; with a
 * real project id it uses the Application Default Credentials of that project
 * (`gcloud auth application-default login`). Read-only. Exit code: 0 clean, 1 drift, 2 error.
 */
import { parseArgs } from 'node:util';
import { formatAssets } from '@settle/contract/money';
import { useProject } from './lib/target-project.js';

const { values } = parseArgs({ options: { project: { type: 'string' } } });
const { projectId, local } = await useProject(values.project);

// Imported after the environment is set: the admin app reads it when first used.
const { auditLedger, auditProblems } = await import('../functions/src/modules/ledger/audit.js');

const assets = (minor: number) => (Number.isFinite(minor) ? formatAssets(minor) : '—');
const count = (n: number) => n.toLocaleString('en-US');

/** Columns padded to their widest cell; numbers (all but the first and last column) right-aligned. */
function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const line = (r: string[]) =>
    r
      .map((cell, i) => {
        if (i === r.length - 1) return cell;
        return i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0);
      })
      .join('  ');
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(rows[0] ?? []), rule, ...rows.slice(1).map(line)].join('\n');
}

try {
  const started = Date.now();
  const { members, entries, drift } = await auditLedger();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`ledger audit of ${projectId}${local ? ' (local emulators)' : ''}: ${seconds} s`);
  console.log(`members: ${count(members)}`);
  console.log(`entries: ${count(entries)}`);
  if (drift.length === 0) {
    console.log('drift:   none — every member’s assets equal the sum of their entries and none is negative');
    process.exit(0);
  }
  console.log(`drift:   ${drift.length} line(s)\n`);
  console.log(
    table([
      ['uid', 'assets', 'Σ ledger', 'assets − Σ ledger', 'problem'],
      ...drift.map((d) => {
        const orphan = d.problem.startsWith(auditProblems.orphanEntries);
        return [
          d.uid,
          orphan ? '(no member)' : assets(d.assetsMinor),
          assets(d.ledgerSumMinor),
          orphan ? '—' : assets(d.assetsMinor - d.ledgerSumMinor),
          d.problem,
        ];
      }),
    ]),
  );
  process.exit(1);
} catch (error) {
  const hint = local ? ' (are the emulators running? `npm start` or `tsx scripts/emulators.ts exec …`)' : '';
  console.error(`could not audit the ledger of ${projectId}${hint}: ${(error as Error).message}`);
  process.exit(2);
}
