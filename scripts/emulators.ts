/**
 * Runs a command with the emulator suite up, offline:
 *   tsx scripts/emulators.ts exec --only auth,firestore -- <command…>
 * The command sees FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST, GCLOUD_PROJECT, …
 * and its exit code becomes ours.
 */
import { spawn } from 'node:child_process';
import { FIREBASE_BIN, PROJECT_ID, ROOT, emulatorEnv } from './lib/emulator-env.js';

const args = process.argv.slice(2);
const dash = args.indexOf('--');
if (args[0] !== 'exec' || dash < 0 || dash === args.length - 1) {
  console.error('usage: tsx scripts/emulators.ts exec [--only a,b] -- <command…>');
  process.exit(2);
}
const firebaseArgs = args.slice(1, dash);
const command = args
  .slice(dash + 1)
  .map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replaceAll("'", `'\\''`)}'`))
  .join(' ');

const child = spawn(FIREBASE_BIN, ['emulators:exec', '--project', PROJECT_ID, ...firebaseArgs, command], {
  cwd: ROOT,
  env: emulatorEnv(),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
