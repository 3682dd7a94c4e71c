/** What landed in inboxes and in the push message history (system notices included). */
import { db } from '../../src/lib/firebase.js';
import type { InboxRecord, PushMessageRecord } from '../../src/modules/push/push-record.js';

export async function inboxOf(uid: string): Promise<(InboxRecord & { id: string })[]> {
  const snap = await db().collection('users').doc(uid).collection('inbox').get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as InboxRecord) }));
}

export async function pushMessages(): Promise<(PushMessageRecord & { id: string })[]> {
  const snap = await db().collection('pushMessages').get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as PushMessageRecord) }));
}
