/**
 * `npm run bench:settlement [-- --members 1000,10000] [--concurrency 64]`
 * Times settlement on the local Firestore emulator: for each member count N it clears the
 * emulator, seeds N active members with assets (each a user document plus one opening
 * `adjustment` ledger entry, so the ledger is consistent from the start), sets the rates, then
 * times `prepareSettlement` (prepare) and `startExecution` + `inlineDispatcher().dispatch`
 * (execute, in chunks of `concurrency` lines at a time), and checks that every line was settled
 * exactly once and that `auditLedger()` is clean. Exit code 1 when a check fails.
 *
 * It starts its own Firestore emulator (`firebase emulators:exec --only firestore`, on the fixed
 * ports of firebase.json; stop `npm start` first) and runs itself inside it; it never touches
 * emulators started by someone else. `--concurrency` takes a list (16,32,64,128) to compare.
 *
 * Writes are counted by wrapping the Firestore SDK's commit (`WriteBatch._commit`, which every
 * transaction, batch, `BulkWriter` and single-document write goes through): each committed
 * commit adds the number of writes it carried, so writes of aborted transaction attempts are
 * not counted. The counts are then cross-checked against the documents in Firestore.
 */
import { parseArgs } from 'node:util';
import { insideOwnEmulators, rerunInsideEmulators } from './lib/rerun-in-emulators.js';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '1000,10000' },
    concurrency: { type: 'string' },
  },
});
const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map((part) => Number(part.replaceAll('_', '').trim()));
const memberCounts = list(values.members);
const concurrencies: (number | undefined)[] = values.concurrency ? list(values.concurrency) : [undefined];
if (
  memberCounts.length === 0 ||
  [...memberCounts, ...concurrencies].some((n) => n !== undefined && (!Number.isInteger(n) || n < 1))
) {
  console.error('usage: npm run bench:settlement -- [--members 1000,10000] [--concurrency 32[,64,…]]');
  process.exit(2);
}

if (!insideOwnEmulators()) {
  // Start a Firestore emulator of our own and run this script again inside it.
  rerunInsideEmulators('scripts/bench-settlement.ts', 'firestore');
} else {
  const { runBenchmarks } = await import('./lib/bench-settlement-run.js');
  process.exit(await runBenchmarks(memberCounts, concurrencies));
}
