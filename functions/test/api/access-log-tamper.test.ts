/**
 * Tamper evidence of the access record (issue 15): entries sealed into hash-chained blocks;
 * editing, deleting, inserting or reordering anything sealed directly in Firestore is named by
 * the verify function, by GET /api/admin/auditLog/verify and by `npm run audit:access`.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/http/app.js';
import { collections } from '../../src/lib/collections.js';
import { db } from '../../src/lib/firebase.js';
import { blockHash, blockId } from '../../src/modules/access-log/chain.js';
import { writeEntry, type NewAccessEntry } from '../../src/modules/access-log/entry-record.js';
import { sealAccessLog, type AccessBlockRecord } from '../../src/modules/access-log/seal.js';
import { verifyAccessLog } from '../../src/modules/access-log/verify.js';
import {
  createAccount,
  createMemberProfile,
  resetEmulators,
  type TestAccount,
} from '../support/emulators.js';

const app = createApp();
const log = () => db().collection(collections.accessLog);
const blocks = () => db().collection(collections.accessLogBlocks);

const entry = (i: number): NewAccessEntry => ({
  actorUid: 'op1',
  actorEmail: 'op1@example.com',
  actorRole: 'admin',
  ip: '203.0.113.7',
  userAgent: 'test',
  action: 'users.get',
  method: 'GET',
  path: `/api/admin/users/m${i}`,
  subjects: [`m${i}`],
  subjectCount: 1,
  export: null,
  details: { n: i },
  status: 200,
  requestId: `req-${i}`,
});

/** 9 entries sealed in 3 blocks of 3, plus 2 not sealed yet; the ids in sealing order. */
async function sealedLog(): Promise<string[]> {
  for (let i = 0; i < 9; i += 1) await writeEntry(entry(i));
  const sealed = await sealAccessLog({ settleMs: 0, blockSize: 3 });
  expect(sealed).toMatchObject({ blocks: 3, entries: 9, head: { seq: 3 } });
  for (let i = 9; i < 11; i += 1) await writeEntry(entry(i));
  const snap = await blocks().orderBy('seq').get();
  return snap.docs.flatMap((d) => (d.data() as AccessBlockRecord).entryIds);
}

async function block(seq: number): Promise<AccessBlockRecord> {
  return (await blocks().doc(blockId(seq)).get()).data() as AccessBlockRecord;
}

describe('tamper evidence of the access record', () => {
  let ids: string[];
  beforeEach(async () => {
    await resetEmulators();
    ids = await sealedLog();
  });

  it('finds an untouched record intact, counting what is not sealed yet', async () => {
    expect(ids).toHaveLength(9);
    expect(await verifyAccessLog()).toMatchObject({
      ok: true,
      blocks: 3,
      entries: 9,
      unsealed: 2,
      problem: null,
    });
    // Sealing again seals only the new entries, chained to the head.
    const next = await sealAccessLog({ settleMs: 0, blockSize: 3 });
    expect(next).toMatchObject({ blocks: 1, entries: 2, head: { seq: 4 } });
    expect((await block(4)).prevHash).toBe((await block(3)).hash);
    expect(await verifyAccessLog()).toMatchObject({ ok: true, blocks: 4, entries: 11, unsealed: 0 });
  });

  it('names an edited entry', async () => {
    await log()
      .doc(ids[4] ?? '')
      .update({ status: 404 });
    expect((await verifyAccessLog()).problem).toMatchObject({ kind: 'edited', blockSeq: 2, entryId: ids[4] });
  });

  it('names a deleted entry', async () => {
    await log()
      .doc(ids[7] ?? '')
      .delete();
    expect((await verifyAccessLog()).problem).toMatchObject({
      kind: 'deleted',
      blockSeq: 3,
      entryId: ids[7],
    });
  });

  it('names an entry inserted between sealed ones', async () => {
    const third = (
      await log()
        .doc(ids[2] ?? '')
        .get()
    ).get('at') as Timestamp;
    const fourth = (
      await log()
        .doc(ids[3] ?? '')
        .get()
    ).get('at') as Timestamp;
    const between = Timestamp.fromMillis(Math.floor((third.toMillis() + fourth.toMillis()) / 2));
    await log()
      .doc('forged-entry')
      .set({ ...entry(99), at: between, month: '2026-11', night: false });
    const { problem } = await verifyAccessLog();
    expect(problem).toMatchObject({ kind: 'inserted', entryId: 'forged-entry' });
    expect(problem?.blockSeq).toBeGreaterThanOrEqual(1);
  });

  it('names entries reordered by their times', async () => {
    const first = (
      await log()
        .doc(ids[0] ?? '')
        .get()
    ).get('at') as Timestamp;
    const second = (
      await log()
        .doc(ids[1] ?? '')
        .get()
    ).get('at') as Timestamp;
    await log()
      .doc(ids[0] ?? '')
      .update({ at: second });
    await log()
      .doc(ids[1] ?? '')
      .update({ at: first });
    expect((await verifyAccessLog()).problem).toMatchObject({ kind: 'edited', blockSeq: 1, entryId: ids[0] });
  });

  it('names a block whose order was changed, even when its hash was recomputed', async () => {
    const b = await block(2);
    const swapped = {
      entryIds: [b.entryIds[1], b.entryIds[0], b.entryIds[2]] as string[],
      entryHashes: [b.entryHashes[1], b.entryHashes[0], b.entryHashes[2]] as string[],
    };
    await blocks().doc(blockId(2)).update(swapped);
    expect((await verifyAccessLog()).problem).toMatchObject({
      kind: 'block-edited',
      blockSeq: 2,
      entryId: null,
    });

    await blocks()
      .doc(blockId(2))
      .update({ hash: blockHash({ seq: 2, prevHash: b.prevHash, ...swapped }) });
    expect((await verifyAccessLog()).problem).toMatchObject({ kind: 'chain-broken', blockSeq: 3 });
  });

  it('names a missing block', async () => {
    await blocks().doc(blockId(2)).delete();
    expect((await verifyAccessLog()).problem).toMatchObject({ kind: 'chain-broken', blockSeq: 2 });
  });

  it('does not let a forged later entry pass as sealed by editing a block', async () => {
    await blocks()
      .doc(blockId(3))
      .update({ entryIds: FieldValue.arrayUnion('forged') });
    expect((await verifyAccessLog()).problem).toMatchObject({ kind: 'block-edited', blockSeq: 3 });
  });

  describe('the admin button and the command', () => {
    let admin: TestAccount;
    beforeEach(async () => {
      admin = await createAccount('admin@example.com', { admin: true });
      await createMemberProfile(admin);
    });

    it('GET /api/admin/auditLog/verify answers ok, then names the edited entry', async () => {
      const ok = await request(app)
        .get('/api/admin/auditLog/verify')
        .set('Authorization', `Bearer ${admin.token}`);
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({ ok: true, blocks: 3, entries: 9, problem: null });
      expect(ok.body.data.unsealed).toBeGreaterThanOrEqual(2);

      await log()
        .doc(ids[5] ?? '')
        .update({ 'details.n': 500 });
      const bad = await request(app)
        .get('/api/admin/auditLog/verify')
        .set('Authorization', `Bearer ${admin.token}`);
      expect(bad.body.data).toMatchObject({
        ok: false,
        problem: { kind: 'edited', entryId: ids[5], blockSeq: 2 },
      });
      expect(bad.body.data.problem.message).toContain(ids[5]);
    });

    it('npm run audit:access exits 0 when intact and 1 naming the first entry that does not fit', async () => {
      const run = promisify(execFile);
      const env = { ...process.env };
      const intact = await run('npx', ['tsx', 'scripts/audit-access.ts'], { env });
      expect(intact.stdout).toContain('intact');
      await log()
        .doc(ids[1] ?? '')
        .delete();
      const failed = await run('npx', ['tsx', 'scripts/audit-access.ts'], { env }).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stderr).toContain(ids[1]);
      expect(failed?.stderr).toContain('deleted');
    }, 60_000);
  });
});
