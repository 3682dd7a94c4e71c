/**
 * `npm start`: builds the functions and the web app, starts the whole emulator suite offline,
 * seeds the demo data and prints where to go. Ctrl-C stops everything.
 */
import { spawn, spawnSync } from 'node:child_process';
import { demoAccounts, demoAdminPhone } from './lib/demo-data.js';
import { FIREBASE_BIN, HOSTING_URL, PROJECT_ID, ROOT, clientEnv, emulatorEnv } from './lib/emulator-env.js';
import { seedDemoData } from './lib/seed.js';
import { printSmsCodes } from './lib/sms-codes.js';
import { apiIsUp, waitFor } from './lib/wait.js';

const started = Date.now();
const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const suite = spawn(
  FIREBASE_BIN,
  ['emulators:start', '--project', PROJECT_ID, '--only', 'auth,firestore,functions,hosting,pubsub'],
  // Its own process group: a terminal's Ctrl-C reaches only us, and we pass on exactly one
  // SIGINT (a second one would make firebase-tools skip its clean shutdown).
  { cwd: ROOT, env: emulatorEnv(), stdio: 'inherit', detached: true },
);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    suite.kill('SIGINT');
  });
}
suite.on('exit', (code) => process.exit(stopping ? 0 : (code ?? 1)));

try {
  await waitFor('the API behind hosting', apiIsUp(HOSTING_URL), 180_000);
  const { created } = await seedDemoData();
  printSmsCodes(clientEnv().FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099');
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`
────────────────────────────────────────────────────────────
 정산 서비스 is running locally (ready in ${seconds} s, ${created} demo item(s) seeded)

   Open            ${HOSTING_URL}
   Member          ${demoAccounts.member.email}  /  ${demoAccounts.member.password}
   Admin           ${demoAccounts.admin.email}  /  ${demoAccounts.admin.password}
                   2단계 인증: 휴대폰 ${demoAdminPhone(0)} — 로그인할 때 문자 인증 코드가
                   이 터미널에 [문자 인증] 줄로 표시됩니다.

 Ctrl-C stops the emulators. Data lives only while they run.
────────────────────────────────────────────────────────────
`);
} catch (error) {
  console.error(error);
  suite.kill('SIGINT');
}
