import { spawn } from 'node:child_process';
import { FIREBASE_BIN, PROJECT_ID, ROOT, emulatorEnv } from './emulator-env.js';

const CHILD = 'SETTLE_RUN_IN_EMULATORS';

/** True inside the copy of a script that `rerunInsideEmulators` started. */
export const insideOwnEmulators = () => process.env[CHILD] === '1';

/**
 * Starts emulators of the script's own (`firebase emulators:exec --only <only>`) and runs the
 * same script again inside them with the same arguments; this process exits with the child's
 * code. Used by the benchmarks, which must not share data with a running `npm start`.
 */
export function rerunInsideEmulators(script: string, only: string): void {
  const self = ['node_modules/.bin/tsx', script, ...process.argv.slice(2)]
    .map((a) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replaceAll("'", `'\\''`)}'`))
    .join(' ');
  const child = spawn(FIREBASE_BIN, ['emulators:exec', '--project', PROJECT_ID, '--only', only, self], {
    cwd: ROOT,
    env: { ...emulatorEnv(), [CHILD]: '1' },
    stdio: 'inherit',
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
