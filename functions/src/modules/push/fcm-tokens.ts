import { createHash } from 'node:crypto';
import { messages } from '@settle/contract/messages';
import type { FcmToken } from '@settle/contract/push';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';

/** `users/{uid}/fcmTokens/{sha256(token)}`: spec §3's notification token record. */
export interface FcmTokenRecord {
  token: string;
  /** When the browser last posted it (the web renews a token older than 7 days). */
  timestamp: Timestamp;
}

export const tokenIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

export const tokensOf = (uid: string) =>
  db().collection(collections.users).doc(uid).collection(collections.fcmTokens);

/**
 * Stores the caller's token once (its hash is the id); posting it again refreshes the timestamp.
 * A token is one browser's: when another member signs in on a browser whose previous member
 * left without signing out, the same token arrives for the new member, and the previous
 * member's copy is deleted so their messages stop reaching this browser.
 */
export async function registerFcmToken(uid: string, token: string): Promise<FcmToken> {
  const id = tokenIdOf(token);
  const record: FcmTokenRecord = { token, timestamp: Timestamp.now() };
  await tokensOf(uid).doc(id).set(record);
  const holders = await db().collectionGroup(collections.fcmTokens).where('token', '==', token).get();
  const others = holders.docs.filter((doc) => doc.ref.parent.parent?.id !== uid);
  if (others.length > 0) {
    await Promise.all(others.map((doc) => doc.ref.delete()));
    logger.info('push.token_moved', { to: uid, from: others.map((doc) => doc.ref.parent.parent?.id) });
  }
  return { id, timestamp: record.timestamp.toDate().toISOString() };
}

/** Deletes one of the caller's tokens; another member's token id is simply not found. */
export async function deleteFcmToken(uid: string, id: string): Promise<void> {
  const ref = tokensOf(uid).doc(id);
  const deleted = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return false;
    tx.delete(ref);
    return true;
  });
  if (!deleted) throw new AppError('not-found', messages.fcmTokenNotFound);
}
