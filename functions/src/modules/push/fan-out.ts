import { Timestamp } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { tokensOf, type FcmTokenRecord } from './fcm-tokens.js';
import type { PushMessageRecord } from './push-record.js';
import { MULTICAST_LIMIT, type PushSender } from './push-sender.js';
import { deliveryRecipients } from './recipients.js';

export interface FanOutResult {
  /** false when another delivery already claimed the message (or it no longer exists). */
  claimed: boolean;
  tokens: number;
  successCount: number;
  failureCount: number;
  removedTokens: number;
}

const NOT_CLAIMED: FanOutResult = {
  claimed: false,
  tokens: 0,
  successCount: 0,
  failureCount: 0,
  removedTokens: 0,
};

interface TokenRef {
  uid: string;
  id: string;
  token: string;
}

/** Members whose tokens are read at once. */
const READ_CONCURRENCY = 50;

async function tokensOfMembers(uids: string[]): Promise<TokenRef[]> {
  const out: TokenRef[] = [];
  for (let i = 0; i < uids.length; i += READ_CONCURRENCY) {
    const snaps = await Promise.all(uids.slice(i, i + READ_CONCURRENCY).map((uid) => tokensOf(uid).get()));
    snaps.forEach((snap, j) => {
      const uid = uids[i + j] as string;
      for (const doc of snap.docs) out.push({ uid, id: doc.id, token: (doc.data() as FcmTokenRecord).token });
    });
  }
  return out;
}

/**
 * Sends one push message over FCM to the tokens of its target members who are active and have
 * notifications enabled (checked now, not when the admin wrote it; for an admins' notice, the
 * listed accounts that are still admins: recipients.ts), 500 tokens per multicast,
 * and deletes the tokens FCM reports dead.
 *
 * At most once: the first run claims `pushDeliveries/{messageId}` with create() inside a
 * transaction; a second delivery of the same trigger event (or a second call) finds the claim
 * and sends nothing. Idempotency is per message, not per token: if a run dies after the claim,
 * the rest of its tokens are not retried (a missed notification beats a duplicate; the inbox
 * copy is there either way).
 */
export async function fanOutMessage(messageId: string, sender: PushSender): Promise<FanOutResult> {
  const messageRef = db().collection(collections.pushMessages).doc(messageId);
  const claimRef = db().collection(collections.pushDeliveries).doc(messageId);
  const message = await db().runTransaction(async (tx) => {
    const [claim, snap] = await Promise.all([tx.get(claimRef), tx.get(messageRef)]);
    if (claim.exists || !snap.exists) return undefined;
    tx.create(claimRef, { status: 'sending', startedAt: Timestamp.now() });
    return snap.data() as PushMessageRecord;
  });
  if (!message) {
    logger.info('push.fanout_skipped', { messageId });
    return NOT_CLAIMED;
  }

  const uids = await deliveryRecipients(message);
  const tokens = await tokensOfMembers(uids);
  const payload = { messageId, title: message.title, body: message.body, url: message.url };
  const result: FanOutResult = { ...NOT_CLAIMED, claimed: true, tokens: tokens.length };
  for (let i = 0; i < tokens.length; i += MULTICAST_LIMIT) {
    const chunk = tokens.slice(i, i + MULTICAST_LIMIT);
    try {
      const sent = await sender.send(
        chunk.map((t) => t.token),
        payload,
      );
      result.successCount += sent.successCount;
      result.failureCount += sent.failureCount;
      const dead = new Set(sent.deadTokens);
      const writer = db().bulkWriter();
      for (const t of chunk) if (dead.has(t.token)) void writer.delete(tokensOf(t.uid).doc(t.id));
      await writer.close();
      result.removedTokens += chunk.filter((t) => dead.has(t.token)).length;
    } catch (error) {
      // One failed multicast (FCM down, quota) does not stop the other chunks.
      result.failureCount += chunk.length;
      logger.error('push.fanout_chunk_failed', { messageId, size: chunk.length, error: String(error) });
    }
  }
  await claimRef.update({
    status: 'done',
    finishedAt: Timestamp.now(),
    members: uids.length,
    tokens: result.tokens,
    successCount: result.successCount,
    failureCount: result.failureCount,
    removedTokens: result.removedTokens,
  });
  logger.info('push.fanout_done', { messageId, members: uids.length, ...result });
  return result;
}
