import { messages } from '@settle/contract/messages';
import type { InboxMessage, InboxPage, PushListQuery } from '@settle/contract/push';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { readPage } from '../../lib/paging.js';
import { toInboxDto, type InboxRecord } from './push-record.js';

/** Only ever the caller's own inbox: another member's message id is simply not found here. */
const inboxOf = (uid: string) => db().collection(collections.users).doc(uid).collection(collections.inbox);

/** GET /push/message: newest first, with the unread count for the badge. */
export async function listInbox(uid: string, query: PushListQuery): Promise<InboxPage> {
  const [page, unread] = await Promise.all([
    readPage(inboxOf(uid), [['createdAt', 'desc']], query, (doc) =>
      toInboxDto(doc.id, doc.data() as InboxRecord),
    ),
    inboxOf(uid).where('read', '==', false).count().get(),
  ]);
  return { ...page, unreadCount: unread.data().count };
}

/** PATCH /push/message/{id}: marks one of the caller's messages read (again is a no-op). */
export async function markRead(uid: string, id: string): Promise<InboxMessage> {
  const ref = inboxOf(uid).doc(id);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const record = snap.data() as InboxRecord | undefined;
    if (!record) throw new AppError('not-found', messages.pushMessageNotFound);
    if (record.read) return toInboxDto(id, record);
    const readAt = Timestamp.now();
    tx.update(ref, { read: true, readAt });
    return toInboxDto(id, { ...record, read: true, readAt });
  });
}

/** PATCH /push/message/readAll: every unread message of the caller, 500 per pass. */
export async function markAllRead(uid: string): Promise<{ updated: number }> {
  const readAt = Timestamp.now();
  let updated = 0;
  for (;;) {
    const snap = await inboxOf(uid).where('read', '==', false).limit(500).get();
    if (snap.empty) return { updated };
    const batch = db().batch();
    for (const doc of snap.docs) batch.update(doc.ref, { read: true, readAt });
    await batch.commit();
    updated += snap.size;
  }
}
