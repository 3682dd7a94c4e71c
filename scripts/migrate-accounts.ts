/**
 * `npm run migrate:accounts [-- --project <id>]`
 * Encrypts every plain account number still stored (members, settlement lines, settlement
 * ledger entries) and removes it (functions/src/modules/accounts/migrate.ts). Idempotent: run it
 * again and it changes nothing. Prints how many documents of each kind it looked at and changed.
 * Project and keyring: scripts/lib/account-script.ts. Exit code: 0 done, 2 error.
 */
import { prepareAccountScript, printCounts } from './lib/account-script.js';

const { projectId, local } = await prepareAccountScript('migrate:accounts');
// Imported after the environment is set: the admin app reads it when first used.
const { migrateAccounts } = await import('../functions/src/modules/accounts/migrate.js');
try {
  const started = Date.now();
  const counts = await migrateAccounts();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  printCounts(
    `account migration of ${projectId}${local ? ' (local emulators)' : ''}: ${seconds} s`,
    counts,
    'encrypted',
  );
  process.exit(0);
} catch (error) {
  console.error(`could not migrate the accounts of ${projectId}: ${(error as Error).message}`);
  process.exit(2);
}
