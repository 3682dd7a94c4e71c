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
