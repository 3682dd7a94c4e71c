/**
 * Functions cold import: fresh `node` processes import the built bundle (functions/lib/index.js)
 * and report how long the import took, beside a naive entry that imports the same
 * dependencies eagerly (express, firebase-admin's app/firestore/auth, the firebase-functions v2
 * triggers) plus the bundled Express app chunk, the way an unbundled, undeferred index would.
 * Median of `runs` processes each, run one after another.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { clientEnv, ROOT } from './emulator-env.js';

export const AIM_IMPORT_RATIO = 0.5;
const LIB = join(ROOT, 'functions/lib');
// Lives in functions/lib (build output, gitignored) so it resolves functions' own dependencies.
const NAIVE = join(LIB, 'bench-naive-import.mjs');

export interface ImportResult {
  bundleMs: number[];
  naiveMs: number[];
  bundleMedianMs: number;
  naiveMedianMs: number;
  ratio: number;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** One fresh process: milliseconds from just before `import()` until it resolves. */
function importOnce(file: string): number {
  const script =
    `const t = performance.now(); await import(${JSON.stringify(file)}); ` +
    'process.stdout.write(String(performance.now() - t)); process.exit(0);';
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: join(ROOT, 'functions'),
    env: { ...process.env, ...clientEnv() },
    encoding: 'utf8',
  });
  return Number(out.trim());
}

export function importBench(runs: number): ImportResult {
  execFileSync('npm', ['run', 'build', '-w', 'functions'], { cwd: ROOT, stdio: 'ignore' });
  const appChunk = readdirSync(LIB).find((f) => /^app-[A-Z0-9]+\.js$/.test(f));
  if (!appChunk) throw new Error('functions/lib has no app-<hash>.js chunk: did the build change?');
  writeFileSync(
    NAIVE,
    [
      "import 'express';",
      "import 'firebase-admin/app';",
      "import 'firebase-admin/firestore';",
      "import 'firebase-admin/auth';",
      "import 'firebase-functions/v2/https';",
      "import 'firebase-functions/v2/tasks';",
      "import 'firebase-functions/v2/firestore';",
      "import 'firebase-functions/v2/scheduler';",
      `import './${appChunk}';`,
      '',
    ].join('\n'),
  );
  const bundleMs: number[] = [];
  const naiveMs: number[] = [];
  // Interleaved, so a burst of load on the shared machine hits both alike.
  for (let i = 0; i < runs; i += 1) {
    bundleMs.push(importOnce(join(LIB, 'index.js')));
    naiveMs.push(importOnce(NAIVE));
  }
  const bundleMedianMs = median(bundleMs);
  const naiveMedianMs = median(naiveMs);
  return { bundleMs, naiveMs, bundleMedianMs, naiveMedianMs, ratio: bundleMedianMs / naiveMedianMs };
}
