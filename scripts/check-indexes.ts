/**
 * Proves every Firestore query the emulator test run executed has its index in
 * firestore.indexes.json (the emulator does not enforce indexes, production does). Run after
 * `vitest run --project emulators`, which logs each query's shape (functions/test/support/query-log.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import {
  QUERY_LOG,
  missingIndexes,
  needOf,
  type IndexesFile,
  type RecordedQuery,
} from '../functions/test/support/index-check.js';

if (!existsSync(QUERY_LOG)) {
  console.error(`no query log at ${QUERY_LOG}: run the emulator tests first (npm run test:emulators)`);
  process.exit(1);
}
const queries = readFileSync(QUERY_LOG, 'utf8')
  .split('\n')
  .filter((line) => line !== '')
  .map((line) => JSON.parse(line) as RecordedQuery);
const file = JSON.parse(
  readFileSync(new URL('../firestore.indexes.json', import.meta.url), 'utf8'),
) as IndexesFile;
const shapes = new Set(queries.map((q) => JSON.stringify(q)));
const needing = [...shapes].filter((s) => needOf(JSON.parse(s) as RecordedQuery).kind !== 'none').length;
const missing = missingIndexes(queries, file);
console.log(
  `index check: ${queries.length} queries run, ${shapes.size} distinct shapes, ${needing} needing an index beyond the automatic ones`,
);
if (missing.length > 0) {
  console.error(`missing from firestore.indexes.json:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log('index check: every query has its index');
