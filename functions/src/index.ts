/**
 * Wiring only. The Express app is imported on the first request, not at load time, so a cold
 * start pays for express and the route modules only when a request actually needs them.
 */
import { onRequest } from 'firebase-functions/v2/https';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { Express } from 'express';
import { REGION, accountKeysSecret } from './config.js';
import { handApiBodiesToTheApp } from './http/runtime-body.js';

// Before the runtime serves a request: it must not parse /api bodies itself (runtime-body.ts).
handApiBodiesToTheApp();

let app: Promise<Express> | undefined;

// The API is the only function that encrypts (sign-up, profile changes) or decrypts (admin
// detail, settlement lines CSV) account numbers: prepare and execute copy ciphertexts as they are.
export const api = onRequest(
  { region: REGION, memory: '512MiB', concurrency: 80, timeoutSeconds: 300, secrets: [accountKeysSecret] },
  async (req, res) => {
    app ??= Promise.all([
      import('./http/app.js'),
      import('./modules/settlement/task-queue-dispatcher.js'),
    ]).then(([{ createApp }, { taskQueueDispatcher }]) =>
      createApp({ settlementDispatcher: taskQueueDispatcher }),
    );
    (await app)(req, res);
  },
);

/**
 * Settles one chunk of an executing settlement batch per task and enqueues the next until the
 * batch is done (README: Settlement). One task at a time per queue; a failed task is retried.
 */
export const settlementWorker = onTaskDispatched<{ batchId: string }>(
  {
    region: REGION,
    memory: '1GiB',
    timeoutSeconds: 540,
    retryConfig: { maxAttempts: 10, minBackoffSeconds: 5, maxBackoffSeconds: 60 },
    rateLimits: { maxConcurrentDispatches: 1 },
  },
  async (request) => {
    const { runSettlementWorkerTask } = await import('./triggers/settlement-worker.js');
    await runSettlementWorkerTask(request.data);
  },
);

/**
 * A push message was written (by an admin or a system event): send it over FCM to the target
 * members with notifications on, at most once per message (fan-out.ts claims
 * `pushDeliveries/{id}`, so a redelivered event sends nothing). No retry: a lost send is better
 * than a duplicate, and the inbox copy is there either way.
 */
export const pushFanOut = onDocumentCreated(
  { document: 'pushMessages/{id}', region: REGION, memory: '512MiB', timeoutSeconds: 540 },
  async (event) => {
    const { runPushFanOut } = await import('./triggers/push-fanout.js');
    await runPushFanOut(event.params.id);
  },
);

/**
 * Every 5 minutes: fire the schedules that fell due (a reminder to the members, and for a
 * settlement schedule a prepared batch and a notice to the admins), each once however often
 * the job runs (modules/schedules/run-due.ts). No retry: a tick that fails is followed by the
 * next one, which picks up whatever is still due. The emulator does not tick: run it by hand
 * with `npm run jobs:run` or `POST /admin/schedules/runDue`.
 */
export const scheduleJob = onSchedule(
  {
    schedule: 'every 5 minutes',
    timeZone: 'Asia/Seoul',
    region: REGION,
    memory: '512MiB',
    timeoutSeconds: 540,
    retryCount: 0,
  },
  async () => {
    const { runScheduleJob } = await import('./triggers/schedule-job.js');
    await runScheduleJob();
  },
);

/**
 * Every 5 minutes: seal the access record's new entries into hash-chained blocks
 * (modules/access-log/seal.ts), so a later edit, deletion or insertion in Firestore is caught by
 * `npm run audit:access` and GET /admin/auditLog/verify. Requests never wait for it. No retry:
 * the next tick seals whatever is still open. Locally: `npm run jobs:run`.
 */
export const accessSealJob = onSchedule(
  {
    schedule: 'every 5 minutes',
    timeZone: 'Asia/Seoul',
    region: REGION,
    memory: '512MiB',
    timeoutSeconds: 540,
    retryCount: 0,
  },
  async () => {
    const { runAccessSealJob } = await import('./triggers/access-seal-job.js');
    await runAccessSealJob();
  },
);
