/**
 * `npm run test:e2e`: builds, starts the whole emulator suite offline, seeds the demo data and
 * runs the Chromium journeys in e2e/ against the hosting emulator.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/emulator-env.js';

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Every journey signs up from 127.0.0.1 and the edge suite sends the public sign-up routes dozens
// of bad bodies: the per-client limit (10 a minute) would turn those into 429s. Its own tests
// run in-process (functions/test/unit/rate-limit.test.ts, sign-up.test.ts).
process.env.SIGNUP_RATE_LIMIT_PER_MINUTE ??= '1000';
// The payout-account journey (e2e/access-record.test.ts) outwaits the re-authentication window
// to be asked to sign in again: 15 s instead of 5 minutes (PAYOUT_REAUTH_MAX_AGE_SECONDS). No
// other journey changes a bank or account; the rule itself is tested in functions/test/api.
process.env.PAYOUT_REAUTH_MAX_AGE_SECONDS ??= '15';

run('npm', ['run', 'build']);
run('npx', [
  'tsx',
  'scripts/emulators.ts',
  'exec',
  '--only',
  'auth,firestore,functions,hosting,pubsub',
  '--',
  'sh',
  '-c',
  'tsx scripts/seed.ts && vitest run --project e2e',
]);
