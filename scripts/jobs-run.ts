/**
 * `npm run jobs:run`
 * Runs the due-schedule job and the access-record sealing job once, in this process, against the running local emulators
 * (`npm start`): the emulator does not tick `scheduleJob`, so this is how a schedule fires
 * locally (reminders, a prepared settlement batch, the admins' notice). Running it again fires
 * nothing twice. The same run is `POST /admin/schedules/runDue` for a signed-in admin.
 * Exit code: 0 ran, 2 the emulators are not up.
 */
import { PROJECT_ID, clientEnv } from './lib/emulator-env.js';

Object.assign(process.env, clientEnv(), { GCLOUD_PROJECT: PROJECT_ID });

const answers = async (url: string) =>
  fetch(url, { signal: AbortSignal.timeout(3000) }).then(
    () => true,
    () => false,
  );
for (const [name, host] of [
  ['Firestore', process.env.FIRESTORE_EMULATOR_HOST],
  ['Auth', process.env.FIREBASE_AUTH_EMULATOR_HOST],
] as const) {
  if (!(await answers(`http://${host ?? ''}/`))) {
    console.error(`the ${name} emulator does not answer at ${host ?? '?'}: start it first (npm start)`);
    process.exit(2);
  }
}

// Imported after the environment is set: the admin app reads it when first used.
const { runDueSchedules } = await import('../functions/src/modules/schedules/run-due.js');
const { sealAccessLog } = await import('../functions/src/modules/access-log/seal.js');

const result = await runDueSchedules();
console.log(JSON.stringify(result, null, 2));
console.log(
  `fired ${result.fired.length}, already fired ${result.alreadyFired}, ` +
    `settlement batches prepared ${result.preparedBatches.length}`,
);
const sealed = await sealAccessLog();
console.log(
  `access record: sealed ${sealed.entries} entries in ${sealed.blocks} blocks` +
    (sealed.head ? `, head block ${sealed.head.seq} ${sealed.head.hash}` : ''),
);
process.exit(0);
