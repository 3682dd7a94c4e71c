/**
 * `npm run keys:rotate [-- --project <id>]`
 * Re-encrypts with the active key every account ciphertext made with another key
 * (functions/src/modules/accounts/rotate.ts). To rotate: add a new key to the ACCOUNT_KEYS
 * secret and make it `active` (keeping the old ones), deploy, run this, and once it reports 0
 * re-encrypted on a second run remove the old keys from the secret. Locally the keyring is
 * `functions/.secret.local`. Project and keyring: scripts/lib/account-script.ts.
 * Exit code: 0 done, 2 error.
 */
import { prepareAccountScript, printCounts } from './lib/account-script.js';

const { projectId, local } = await prepareAccountScript('keys:rotate');
const { rotateAccountKeys } = await import('../functions/src/modules/accounts/rotate.js');
const { accountKeyring } = await import('../functions/src/modules/accounts/account-cipher.js');
try {
  const started = Date.now();
  const active = accountKeyring().active;
  const counts = await rotateAccountKeys();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  printCounts(
    `key rotation of ${projectId}${local ? ' (local emulators)' : ''} to key "${active}": ${seconds} s`,
    counts,
    're-encrypted',
  );
  process.exit(0);
} catch (error) {
  console.error(`could not rotate the account keys of ${projectId}: ${(error as Error).message}`);
  process.exit(2);
}
