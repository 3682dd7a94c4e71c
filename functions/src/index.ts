/**
 * Wiring only. The Express app is imported on the first request, not at load time, so a cold
 * start pays for express and the route modules only when a request actually needs them.
 */
import { onRequest } from 'firebase-functions/v2/https';
import type { Express } from 'express';
import { REGION } from './config.js';

let app: Promise<Express> | undefined;

export const api = onRequest({ region: REGION, memory: '512MiB', concurrency: 80 }, async (req, res) => {
  app ??= import('./http/app.js').then((m) => m.createApp());
  (await app)(req, res);
});
