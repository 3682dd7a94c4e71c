/**
 * API latency and throughput: autocannon at 20 connections against the app from `createApp()`
 * served in this process (Firestore and Auth emulators behind it), beside a bare Express route
 * served the same way in the same run, so the ratio says what the app itself costs on this
 * machine. autocannon runs in this process too, so client and servers share one event loop:
 * the absolute numbers are lower than a separate client would see, the ratio is fair.
 *
 * The bare route does no I/O, so every app route pays the Firestore emulator round trips it
 * makes against a route that makes none. A second reference, a plain Express route that reads
 * one document (the member's profile) through the same admin SDK, shows how much of the gap is
 * the emulator round trip itself: "vs 1 read" (informative; the aims compare with the bare route).
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { createRequire } from 'node:module';
import type { RequestListener } from 'node:http';
import { join } from 'node:path';
import { IDEMPOTENCY_HEADER } from '@settle/contract/api';
import { createApp } from '../../functions/src/http/app.js';
import { collections } from '../../functions/src/lib/collections.js';
import { db } from '../../functions/src/lib/firebase.js';
import { freshSession, serve } from './bench-session.js';
import { ROOT } from './emulator-env.js';

/** The app's own Express (functions/ has Express 5; the root copy is another major). */
type BareApp = RequestListener & {
  get(path: string, handler: (req: unknown, res: { json(body: unknown): void }) => void): void;
};
const express = createRequire(join(ROOT, 'functions/package.json'))('express') as () => BareApp;

export const CONNECTIONS = 20;
export const AIM_RATIO = 0.5;
export const AIM_P99_MS = 50;

export interface ApiRow {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  /** Requests per second relative to the bare route (null for the bare route itself). */
  ratio: number | null;
  /** Requests per second relative to the one-read route (null for the two references). */
  ratioOneRead?: number | null;
  /** A reference route (bare, one read), not the app. */
  reference?: boolean;
  /** POST: 2xx responses and the transactions Firestore holds afterwards (fresh keys: equal). */
  created?: { responses: number; documents: number };
}

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** POST: a fresh Idempotency-Key per request, as the web app sends one per user action. */
  freshKey?: boolean;
}

const TARGETS: Target[] = [
  { name: 'GET /api/users/me', method: 'GET', path: '/api/users/me' },
  { name: 'GET /api/transactions', method: 'GET', path: '/api/transactions?pageSize=10' },
  {
    name: 'POST /api/transactions',
    method: 'POST',
    path: '/api/transactions',
    body: JSON.stringify({ amount: 0.01, memo: '벤치마크' }),
    freshKey: true,
  },
];

async function measure(url: string, target: Target, token: string | null, seconds: number): Promise<autocannon.Result> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: target.method,
        path: target.path,
        headers,
        ...(target.body === undefined ? {} : { body: target.body }),
        ...(target.freshKey
          ? {
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, [IDEMPOTENCY_HEADER]: randomUUID() },
              }),
            }
          : {}),
      },
    ],
  });
}

function row(name: string, result: autocannon.Result, bareRps: number | null): ApiRow {
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    ratio: bareRps === null ? null : result.requests.average / bareRps,
  };
}

export async function apiBench(seconds: number): Promise<ApiRow[]> {
  const session = await freshSession();
  const bareApp = express();
  bareApp.get('/bare', (_req, res) => {
    res.json({ data: { ok: true } });
  });
  // The demo member's uid, from the ID token's payload (the token is the emulator's own).
  const payload = JSON.parse(Buffer.from(session.member.split('.')[1] ?? '', 'base64url').toString()) as {
    user_id: string;
  };
  bareApp.get('/one-read', (_req, res) => {
    void db()
      .collection(collections.users)
      .doc(payload.user_id)
      .get()
      .then((snapshot) => res.json({ data: { exists: snapshot.exists } }));
  });
  const bare = await serve(bareApp);
  const app = await serve(createApp());
  try {
    // Warm both up (JIT, connection pools, the Firestore channel) before measuring.
    await measure(bare.url, { name: 'warm-up', method: 'GET', path: '/bare' }, null, 1);
    await measure(app.url, TARGETS[0] as Target, session.member, 1);
    await measure(bare.url, { name: 'warm-up', method: 'GET', path: '/one-read' }, null, 1);
    const bareResult = await measure(bare.url, { name: 'bare', method: 'GET', path: '/bare' }, null, seconds);
    const bareRps = bareResult.requests.average;
    const oneReadResult = await measure(bare.url, { name: 'one read', method: 'GET', path: '/one-read' }, null, seconds);
    const oneReadRps = oneReadResult.requests.average;
    const rows: ApiRow[] = [
      { ...row('GET /bare (plain Express)', bareResult, null), reference: true },
      { ...row('GET /one-read (Express + 1 read)', oneReadResult, bareRps), reference: true, ratioOneRead: null },
    ];
    for (const target of TARGETS) {
      const result = await measure(app.url, target, session.member, seconds);
      const measured: ApiRow = { ...row(target.name, result, bareRps), ratioOneRead: result.requests.average / oneReadRps };
      if (target.freshKey) {
        // autocannon stops with requests in flight; let them land before counting (and before
        // the next part clears the emulator under them).
        const documents = await settledCount();
        // The seed's one pending payment is not the bench's.
        measured.created = { responses: result['2xx'], documents: documents - 1 };
      }
      rows.push(measured);
    }
    return rows;
  } finally {
    await Promise.all([bare.close(), app.close()]);
  }
}

/** The number of transactions once it has stopped changing. */
async function settledCount(): Promise<number> {
  let last = -1;
  for (;;) {
    const count = (await db().collection(collections.transactions).count().get()).data().count;
    if (count === last) return count;
    last = count;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
