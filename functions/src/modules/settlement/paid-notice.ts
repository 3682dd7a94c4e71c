import { notices } from '@settle/contract/notices';
import { FieldPath, type Timestamp, type Transaction } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { forEachDoc } from '../../lib/paging.js';
import { createSystemMessage, inboxRecordOf, inboxRef } from '../push/push-messages.js';
import { linesOf, type BatchRecord, type LineRecord } from './batch-record.js';

/**
 * The "paid" notice of a settlement (PRODUCT.md Lifecycle 6 and 8), in two parts:
 *
 * - The member's inbox row is written in the transaction that settles their line (execute.ts),
 *   beside the ledger entry, the member and the line, under a fixed id per batch and notice
 *   group (`settle-{batchId}-{group}`). It commits exactly when the line does, so every settled
 *   member is told exactly once however often the worker dies, and nobody whose line failed is.
 * - The FCM push goes through the usual path: a `pushMessages` document whose creation triggers
 *   the fan-out (push/fan-out.ts, which sends each message once). There is one per group of at
 *   most 500 payable lines, never one per member: prepare numbers the lines' groups in the order
 *   it writes them (`LineRecord.noticeGroup`), and once none of a group's lines is pending its
 *   message is created with `create()` under the group's id, listing the group's settled
 *   members, so it exists at most once. The worker checks the groups it touched after each pass
 *   of lines, and completing the batch creates any message still missing (a worker that died
 *   between a group's last line and its message).
 *
 * Batches prepared before notice groups existed have no `noticeGroup` on their lines: every
 * line of such a batch is settled as group 0 (and gets `noticeGroup: 0` then, so lines settled
 * before the change, whose members the old code told already, are not named again), and its
 * messages are created only when the batch completes, split into parts of 500 (`…-0`, `…-0-1`,
 * …) since group 0 is the whole batch.
 */

/** Payable lines per notice group: one push message each (a `users` target's limit). */
export const NOTICE_GROUP_SIZE = 500;

/** The id of a group's inbox rows and of its push message. */
export const paidNoticeId = (batchId: string, group: number) => `settle-${batchId}-${group}`;

/** A line's notice group; a line of a batch prepared before groups existed: 0. */
export const noticeGroupOf = (line: LineRecord): number => line.noticeGroup ?? 0;

/** Writes the member's "paid" inbox row, inside the transaction that settles their line. */
export function writePaidInboxRow(
  tx: Transaction,
  uid: string,
  batchId: string,
  group: number,
  now: Timestamp,
): void {
  tx.set(inboxRef(uid, paidNoticeId(batchId, group)), inboxRecordOf(notices.settlementPaid(), now));
}

/** The message ids of a group holding `parts` × 500 members: part 0 carries the group's id. */
const partId = (batchId: string, group: number, part: number) =>
  part === 0 ? paidNoticeId(batchId, group) : `${paidNoticeId(batchId, group)}-${part}`;

/**
 * Creates the push message(s) of a group none of whose lines is pending, naming its settled
 * members. Parts are created last to first, so the first part's message existing means the
 * group is done. Every create is at most once (fixed ids), so workers racing here are harmless.
 */
async function sendGroup(batchId: string, group: number): Promise<number> {
  const uids: string[] = [];
  const settled = linesOf(batchId)
    .where('noticeGroup', '==', group)
    .where('status', '==', 'settled')
    .orderBy(FieldPath.documentId())
    .select();
  await forEachDoc(settled, (doc) => {
    uids.push(doc.id);
  });
  let created = 0;
  const parts = Math.ceil(uids.length / NOTICE_GROUP_SIZE);
  for (let part = parts - 1; part >= 0; part -= 1) {
    const members = uids.slice(part * NOTICE_GROUP_SIZE, (part + 1) * NOTICE_GROUP_SIZE);
    if (await createSystemMessage(partId(batchId, group, part), notices.settlementPaid(), members))
      created += 1;
  }
  return created;
}

/**
 * After a pass of lines: the message of each group it touched whose lines are all settled or
 * failed. Never throws (the lines are paid whatever happens here, and completing the batch
 * creates what is missing). Batches prepared before notice groups: nothing until completion.
 */
export async function sendFinishedGroups(
  batchId: string,
  batch: BatchRecord,
  groups: Iterable<number>,
): Promise<void> {
  if (batch.noticeGroups === undefined) return;
  for (const group of groups) {
    try {
      const pending = await linesOf(batchId)
        .where('noticeGroup', '==', group)
        .where('status', '==', 'pending')
        .limit(1)
        .select()
        .get();
      if (pending.empty) await sendGroup(batchId, group);
    } catch (error) {
      logger.error('settlement.paid_notice_failed', { batchId, group, error: String(error) });
    }
  }
}

/**
 * When no line of the batch is pending, before it is marked completed: creates the message of
 * every group that has none yet (one read per group to find them). Throws on a Firestore error,
 * so the batch completes only once every group's message exists (the task is retried).
 */
export async function sendMissingGroups(batchId: string, batch: BatchRecord): Promise<void> {
  const groups = batch.noticeGroups ?? 1;
  if (groups === 0) return;
  const messages = db().collection(collections.pushMessages);
  const snaps = await db().getAll(
    ...Array.from({ length: groups }, (_, group) => messages.doc(paidNoticeId(batchId, group))),
  );
  let created = 0;
  for (const [group, snap] of snaps.entries()) {
    if (!snap.exists) created += await sendGroup(batchId, group);
  }
  if (created > 0) logger.info('settlement.paid_notices_repaired', { batchId, created });
}
