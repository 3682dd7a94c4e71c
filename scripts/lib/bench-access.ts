/**
 * What the access record (접속기록) costs an admin request: the same app served twice in this
 * process, once as deployed and once with `recordAccess: false`, measured alternately with
 * autocannon (20 connections, a fixed number of requests per round) on the admin member list (20 members shown, so each entry names
 * 20 subjects); the writes per request are counted in Firestore. Then the tamper check at
 * scale: 100,000 entries written, sealed into blocks, and verified, each step timed.
 */
import autocannon from 'autocannon';
import { createApp } from '../../functions/src/http/app.js';
import { collections } from '../../functions/src/lib/collections.js';
import { db } from '../../functions/src/lib/firebase.js';
import type { NewAccessEntry } from '../../functions/src/modules/access-log/entry-record.js';
import { freshSession, serve } from './bench-session.js';

const CONNECTIONS = 20;
const PATH = '/api/admin/users?pageSize=20';

export interface AccessBench {
  route: string;
  rounds: { record: 'on' | 'off'; requests: number; rps: number; p50Ms: number; p99Ms: number; non2xx: number }[];
  on: { p50Ms: number; p99Ms: number; rps: number };
  off: { p50Ms: number; p99Ms: number; rps: number };
  addedP50Ms: number;
  addedP99Ms: number;
  /** Access-record documents written per request answered, with the record on. */
  writesPerRequest: number;
  verify: { entries: number; writeSeconds: number; sealSeconds: number; blocks: number; verifySeconds: number; ok: boolean };
}

/** A fixed number of requests (not a duration), so none is in flight when the writes are counted. */
async function measure(url: string, token: string, amount: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    requests: [{ method: 'GET', path: PATH, headers: { authorization: `Bearer ${token}` } }],
  });
}

const accessCount = async () => (await db().collection(collections.accessLog).count().get()).data().count;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

export async function accessBench(requestsPerRound: number, entries: number): Promise<AccessBench> {
  const session = await freshSession();
  // Enough members that the page shows 20.
  const batch = db().batch();
  for (let i = 0; i < 25; i += 1) {
    batch.set(db().collection(collections.users).doc(`bench-member-${i}`), {
      uid: `bench-member-${i}`,
      name: `회원${i}`,
      email: `bench${i}@example.com`,
      phone: '010-0000-0000',
      bank: '',
      assetsMinor: 0,
      totalSettlementWon: 0,
      isNotificationEnabled: false,
      status: 'active',
      activatedAt: new Date(),
      createdAt: new Date(Date.now() - i * 1000),
      updatedAt: new Date(),
    });
  }
  await batch.commit();
  const on = await serve(createApp());
  const off = await serve(createApp({ recordAccess: false }));
  const rounds: AccessBench['rounds'] = [];
  let onRequests = 0;
  let onWrites = 0;
  try {
    await measure(on.url, session.admin, 100);
    await measure(off.url, session.admin, 100);
    for (let round = 0; round < 3; round += 1) {
      for (const [record, server] of [
        ['off', off],
        ['on', on],
      ] as const) {
        const before = await accessCount();
        const result = await measure(server.url, session.admin, requestsPerRound);
        const written = (await accessCount()) - before;
        const requests = result['2xx'] + result.non2xx;
        if (record === 'on') {
          onRequests += requests;
          onWrites += written;
        }
        rounds.push({
          record,
          requests,
          rps: result.requests.average,
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
        });
      }
    }
  } finally {
    await Promise.all([on.close(), off.close()]);
  }
  const summary = (record: 'on' | 'off') => {
    const rs = rounds.filter((r) => r.record === record);
    return {
      p50Ms: median(rs.map((r) => r.p50Ms)),
      p99Ms: median(rs.map((r) => r.p99Ms)),
      rps: median(rs.map((r) => r.rps)),
    };
  };
  const onSummary = summary('on');
  const offSummary = summary('off');
  return {
    route: `GET ${PATH}`,
    rounds,
    on: onSummary,
    off: offSummary,
    addedP50Ms: onSummary.p50Ms - offSummary.p50Ms,
    addedP99Ms: onSummary.p99Ms - offSummary.p99Ms,
    writesPerRequest: onRequests === 0 ? 0 : onWrites / onRequests,
    verify: await verifyAtScale(entries),
  };
}

async function verifyAtScale(entries: number): Promise<AccessBench['verify']> {
  const { FieldValue } = await import('firebase-admin/firestore');
  const { sealAccessLog } = await import('../../functions/src/modules/access-log/seal.js');
  const { verifyAccessLog } = await import('../../functions/src/modules/access-log/verify.js');
  const already = await accessCount();
  const started = performance.now();
  const writer = db().bulkWriter();
  for (let i = 0; i < entries; i += 1) {
    const entry: NewAccessEntry = {
      actorUid: 'bench-admin',
      actorEmail: 'admin@example.com',
      actorRole: 'admin',
      ip: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (bench)',
      action: 'users.get',
      method: 'GET',
      path: `/api/admin/users/bench-member-${i % 25}`,
      subjects: [`bench-member-${i % 25}`],
      subjectCount: 1,
      export: null,
      details: {},
      status: 200,
      requestId: `bench-${i}`,
    };
    void writer.create(db().collection(collections.accessLog).doc(), {
      ...entry,
      at: FieldValue.serverTimestamp(),
      month: '2026-11',
      night: false,
    });
  }
  await writer.close();
  const written = performance.now();
  let blocks = 0;
  for (;;) {
    const sealed = await sealAccessLog({ settleMs: 0, maxBlocks: 1000 });
    blocks += sealed.blocks;
    if (sealed.blocks === 0) break;
  }
  const sealedAt = performance.now();
  const result = await verifyAccessLog();
  const verified = performance.now();
  return {
    entries: result.entries,
    writeSeconds: (written - started) / 1000,
    sealSeconds: (sealedAt - written) / 1000,
    blocks,
    verifySeconds: (verified - sealedAt) / 1000,
    ok: result.ok && result.entries === entries + already,
  };
}

export function accessReport(r: AccessBench): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const lines = [
    `Access record (접속기록): ${r.route}, ${CONNECTIONS} connections, record off/on alternately`,
    ...r.rounds.map(
      (x) =>
        `  record ${x.record.padEnd(3)}  ${x.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(x.p50Ms).padStart(9)}  p99 ${ms(x.p99Ms).padStart(9)}  (${x.requests} requests, ${x.non2xx} non-2xx)`,
    ),
    `  median  off: p50 ${ms(r.off.p50Ms)}, p99 ${ms(r.off.p99Ms)}, ${r.off.rps.toFixed(0)} req/s`,
    `  median  on:  p50 ${ms(r.on.p50Ms)}, p99 ${ms(r.on.p99Ms)}, ${r.on.rps.toFixed(0)} req/s`,
    `  added by the record: p50 ${ms(r.addedP50Ms)}, p99 ${ms(r.addedP99Ms)}; writes per request: ${r.writesPerRequest.toFixed(3)}`,
    `  tamper check: ${r.verify.entries.toLocaleString('en-US')} entries written in ${r.verify.writeSeconds.toFixed(1)} s, sealed into ${r.verify.blocks} blocks in ${r.verify.sealSeconds.toFixed(1)} s, verified in ${r.verify.verifySeconds.toFixed(1)} s (${r.verify.ok ? 'intact' : 'NOT INTACT'})`,
  ];
  return lines.join('\n');
}
