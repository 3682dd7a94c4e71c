import type { PushTarget } from '@settle/contract/push';
import type { UserRecord } from '../users/user-record.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { forEachDoc } from '../../lib/paging.js';

const users = () => db().collection(collections.users);

/**
 * The members a target reaches: 'all' = every active member; 'users' = the listed ones that
 * exist and are active (unknown, pending and deactivated ids are skipped). With
 * `notificationsOnly`, only those with isNotificationEnabled (the FCM fan-out).
 */
export async function resolveRecipients(
  target: PushTarget,
  options: { notificationsOnly?: boolean } = {},
): Promise<string[]> {
  const wanted = (r: UserRecord) =>
    r.status === 'active' && (!options.notificationsOnly || r.isNotificationEnabled === true);
  const uids: string[] = [];
  if (target.type === 'all') {
    await forEachDoc(users().where('status', '==', 'active'), (doc) => {
      if (wanted(doc.data() as UserRecord)) uids.push(doc.id);
    });
    return uids;
  }
  const ids = [...new Set(target.userIds)];
  for (let i = 0; i < ids.length; i += 100) {
    const snaps = await db().getAll(...ids.slice(i, i + 100).map((id) => users().doc(id)));
    for (const snap of snaps) {
      if (snap.exists && wanted(snap.data() as UserRecord)) uids.push(snap.id);
    }
  }
  return uids;
}
