/**
 * The "paid" notice of a settlement survives worker crashes (issue 14 A): every settled member is
 * told exactly once, however often the worker dies, and FCM gets one push message per group of
 * at most 500 members.
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../src/lib/firebase.js';
import type { LedgerRecord } from '../../src/modules/ledger/ledger-record.js';
import type { InboxRecord, PushMessageRecord } from '../../src/modules/push/push-record.js';
import type { BatchRecord } from '../../src/modules/settlement/batch-record.js';
import { inlineDispatcher } from '../../src/modules/settlement/dispatcher.js';
import {
  runSettlementChunk,
  startExecution,
  type SettlementFaults,
} from '../../src/modules/settlement/execute.js';
import { paidNoticeId } from '../../src/modules/settlement/paid-notice.js';
import { prepareSettlement } from '../../src/modules/settlement/prepare.js';
import type { UserRecord } from '../../src/modules/users/user-record.js';
import { resetEmulators } from '../support/emulators.js';
import { memberRecord } from '../support/member-record.js';
import { setRates } from '../support/money.js';

const PAID_TITLE = '정산금 지급';
const PAYABLE = 1_200;
const uidOf = (i: number) => `m-${String(i).padStart(4, '0')}`;
/** Its balance drops below the line after prepare: a failed line, no notice. */
const FAILING = uidOf(100);
/** Without a bank account: skipped lines. */
const SKIPPED = ['s-0', 's-1', 's-2'];
/** The last line of the first 500 (lines are taken in uid order). */
const LAST_OF_FIRST_GROUP = uidOf(499);

/** Members written straight to Firestore (no Auth account is needed to be paid or told). */
async function seedMembers(): Promise<void> {
  const now = Timestamp.now();
  const writer = db().bulkWriter({ throttling: false });
  const member = (uid: string, overrides: Partial<UserRecord> & { account?: string }) => {
    const user = memberRecord(uid, {
      name: `회원 ${uid}`,
      phone: '010-0000-0000',
      account: `100-${uid}`,
      assetsMinor: 10_000,
      ...overrides,
    });
    const entry: LedgerRecord = {
      uid,
      userName: user.name,
      type: 'adjustment',
      amountMinor: user.assetsMinor,
      balanceAfterMinor: user.assetsMinor,
      memo: '초기 잔액',
      actorId: 'seed',
      createdAt: now,
      transactionId: null,
      reversalOf: null,
      reversedBy: null,
      settlement: null,
    };
    void writer.create(db().collection('users').doc(uid), user);
    void writer.create(db().collection('processingRecords').doc(`open-${uid}`), entry);
  };
  for (let i = 0; i < PAYABLE; i += 1) member(uidOf(i), {});
  for (const uid of SKIPPED) member(uid, { bank: '', account: '' });
  await writer.close();
}

const paidInboxRows = async (): Promise<Map<string, number>> => {
  const snap = await db().collectionGroup('inbox').get();
  const byUid = new Map<string, number>();
  for (const doc of snap.docs) {
    if ((doc.data() as InboxRecord).title !== PAID_TITLE) continue;
    const uid = doc.ref.parent.parent?.id ?? '';
    byUid.set(uid, (byUid.get(uid) ?? 0) + 1);
  }
  return byUid;
};

const paidMessages = async () => {
  const snap = await db().collection('pushMessages').get();
  return snap.docs
    .map((d) => ({ id: d.id, ...(d.data() as PushMessageRecord) }))
    .filter((m) => m.title === PAID_TITLE);
};

const settledUids = async (batchId: string): Promise<string[]> => {
  const snap = await db()
    .collection('settlementBatches')
    .doc(batchId)
    .collection('lines')
    .where('status', '==', 'settled')
    .select()
    .get();
  return snap.docs.map((d) => d.id);
};

/**
 * A worker that dies at `crashAt`: from then on every write it attempts throws (a line in
 * flight never commits, as when the process is gone) and the chunk rejects.
 */
function dyingWorker(crashAt: {
  afterLine?: (uid: string, committed: number) => boolean;
  afterWrite?: (step: 'debit' | 'line' | 'notice', uid: string) => boolean;
}): SettlementFaults {
  let dead = false;
  let committed = 0;
  return {
    afterWrite: (step, uid) => {
      if (dead || crashAt.afterWrite?.(step, uid)) {
        dead = true;
        throw new Error('injected crash');
      }
    },
    afterLine: (uid) => {
      committed += 1;
      if (dead || crashAt.afterLine?.(uid, committed)) {
        dead = true;
        throw new Error('injected crash');
      }
    },
  };
}

describe('settlement "paid" notice across worker crashes', () => {
  beforeEach(async () => {
    await resetEmulators();
    await setRates(138_550, 250);
    await seedMembers();
  });

  it('when the worker dies three times (after a commit, before a group message, inside a line) and resumes, then every settled member is told exactly once in ≤500-member messages, and a rerun adds nothing', async () => {
    const batch = await prepareSettlement('admin');
    expect(batch.totals).toMatchObject({ payableLines: PAYABLE, skippedLines: SKIPPED.length });
    // FAILING's balance drops below its line after prepare.
    await db().collection('users').doc(FAILING).update({ assetsMinor: 1 });
    await startExecution(batch.id, 'admin');

    // 1. Right after the 300th line commits (several lines in flight: concurrency 4).
    await expect(
      runSettlementChunk(batch.id, {
        concurrency: 4,
        faults: dyingWorker({ afterLine: (_uid, committed) => committed === 300 }),
      }),
    ).rejects.toThrow('injected crash');
    // 2. Right after the last line of the first 500 commits, before anything else runs.
    await expect(
      runSettlementChunk(batch.id, {
        concurrency: 1,
        faults: dyingWorker({ afterLine: (uid) => uid === LAST_OF_FIRST_GROUP }),
      }),
    ).rejects.toThrow('injected crash');
    expect(await settledUids(batch.id)).toContain(LAST_OF_FIRST_GROUP);
    // Its group's push message was not created: completing the batch must repair that.
    const firstGroupMessage = db().collection('pushMessages').doc(paidNoticeId(batch.id, 0));
    expect((await firstGroupMessage.get()).exists).toBe(false);
    // 3. Inside a later line's transaction, after its debit was written (nothing of it commits).
    await expect(
      runSettlementChunk(batch.id, {
        concurrency: 4,
        faults: dyingWorker({ afterWrite: (step, uid) => step === 'debit' && uid === uidOf(750) }),
      }),
    ).rejects.toThrow('injected crash');

    await inlineDispatcher({ concurrency: 8 }).dispatch(batch.id);
    const stored = (await db().collection('settlementBatches').doc(batch.id).get()).data() as BatchRecord;
    expect(stored.status).toBe('completed');
    expect(stored.result).toMatchObject({ settled: PAYABLE - 1, failed: 1, pending: 0 });

    expect((await firstGroupMessage.get()).exists).toBe(true);
    const settled = await settledUids(batch.id);
    expect(settled).toHaveLength(PAYABLE - 1);
    expect(settled).not.toContain(FAILING);

    // Every settled member has exactly one "paid" inbox row; nobody else has one.
    const inbox = await paidInboxRows();
    const missing = settled.filter((uid) => inbox.get(uid) !== 1);
    expect(missing, `${missing.length} settled member(s) without exactly one notice`).toEqual([]);
    expect([...inbox.keys()].sort()).toEqual([...settled].sort());
    expect(inbox.has(FAILING)).toBe(false);
    for (const uid of SKIPPED) expect(inbox.has(uid)).toBe(false);

    // FCM: the group messages name every settled member once, at most 500 each.
    const messages = await paidMessages();
    const targets = messages.flatMap((m) => (m.target.type === 'users' ? m.target.userIds : []));
    expect(targets).toHaveLength(new Set(targets).size);
    expect([...targets].sort()).toEqual([...settled].sort());
    expect(messages.length).toBeGreaterThanOrEqual(Math.ceil(settled.length / 500));
    expect(messages.length).toBeLessThanOrEqual(Math.ceil(PAYABLE / 500));
    for (const m of messages) {
      expect(m.target.type).toBe('users');
      expect(m.recipients).toBe(m.target.type === 'users' ? m.target.userIds.length : -1);
      expect(m.recipients).toBeLessThanOrEqual(500);
      expect(m).toMatchObject({ createdBy: 'system', createdByName: 'system', url: '/settlement' });
    }

    // A rerun of the completed batch (a chunk, or execute again) creates nothing new.
    const inboxCount = (await db().collectionGroup('inbox').count().get()).data().count;
    expect(await runSettlementChunk(batch.id)).toEqual({ done: true, settled: 0 });
    const again = await startExecution(batch.id, 'admin');
    expect(again.dispatch).toBe(false);
    await inlineDispatcher().dispatch(batch.id);
    expect((await db().collectionGroup('inbox').count().get()).data().count).toBe(inboxCount);
    expect(await paidMessages()).toHaveLength(messages.length);
  }, 180_000);
  it('when a batch prepared before notice groups existed is executed, then its lines are told as group 0 and its messages are split by 500, leaving out lines the old code settled', async () => {
    const batch = await prepareSettlement('admin');
    // What such a batch looks like: no noticeGroups on the batch, no noticeGroup on the lines,
    // and (executing when the new code took over) ten lines the old code had settled.
    const batchDoc = db().collection('settlementBatches').doc(batch.id);
    const writer = db().bulkWriter({ throttling: false });
    void writer.update(batchDoc, { noticeGroups: FieldValue.delete() });
    const lines = await batchDoc.collection('lines').where('status', '==', 'pending').select().get();
    const oldSettled = lines.docs.slice(0, 10).map((d) => d.id);
    for (const doc of lines.docs) {
      void writer.update(doc.ref, {
        noticeGroup: FieldValue.delete(),
        ...(oldSettled.includes(doc.id) ? { status: 'settled', settledAt: Timestamp.now() } : {}),
      });
    }
    await writer.close();
    await startExecution(batch.id, 'admin');
    await inlineDispatcher({ concurrency: 16 }).dispatch(batch.id);

    const settled = await settledUids(batch.id);
    expect(settled).toHaveLength(PAYABLE);
    const toldNow = settled.filter((uid) => !oldSettled.includes(uid));
    const inbox = await paidInboxRows();
    expect([...inbox.keys()].sort()).toEqual([...toldNow].sort());
    expect([...inbox.values()].every((n) => n === 1)).toBe(true);
    const row = await db().collection('users').doc(uidOf(600)).collection('inbox').get();
    expect(row.docs.map((d) => d.id)).toEqual([paidNoticeId(batch.id, 0)]);

    const messages = await paidMessages();
    expect(messages.map((m) => m.id).sort()).toEqual(
      [paidNoticeId(batch.id, 0), `${paidNoticeId(batch.id, 0)}-1`, `${paidNoticeId(batch.id, 0)}-2`].sort(),
    );
    const targets = messages.flatMap((m) => (m.target.type === 'users' ? m.target.userIds : []));
    expect(targets).toHaveLength(new Set(targets).size);
    expect([...targets].sort()).toEqual([...toldNow].sort());
    for (const m of messages) expect(m.recipients).toBeLessThanOrEqual(500);
  }, 180_000);
});
