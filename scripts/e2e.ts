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
