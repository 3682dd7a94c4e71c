import type { PushTarget } from '@settle/contract/push';
import type { UserRecord as AuthUser } from 'firebase-admin/auth';
import type { UserRecord } from '../users/user-record.js';
import { collections } from '../../lib/collections.js';
import { adminAuth, db } from '../../lib/firebase.js';
import { forEachDoc } from '../../lib/paging.js';
import type { PushMessageRecord } from './push-record.js';

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

/** An admin is an Auth account with the `role: admin` claim (authenticate.ts), not disabled. */
const isAdmin = (user: AuthUser) => user.customClaims?.['role'] === 'admin' && !user.disabled;

/**
 * Every admin's uid. Admins are known to Auth only (they may have no `users` doc), so this
 * pages through all accounts, 1,000 per call: fine for a job that runs when a settlement
 * schedule falls due, not for a request path.
 */
export async function listAdminUids(): Promise<string[]> {
  const uids: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await adminAuth().listUsers(1000, pageToken);
    for (const user of page.users) if (isAdmin(user)) uids.push(user.uid);
    pageToken = page.pageToken;
  } while (pageToken);
  return uids;
}

/** Of these uids, those that are admins now (100 per Auth lookup, its limit). */
async function stillAdmins(uids: string[]): Promise<string[]> {
  const ids = [...new Set(uids)];
  const out: string[] = [];
  for (let i = 0; i < ids.length; i += 100) {
    const { users: found } = await adminAuth().getUsers(ids.slice(i, i + 100).map((uid) => ({ uid })));
    for (const user of found) if (isAdmin(user)) out.push(user.uid);
  }
  return out;
}

/**
 * Whom the FCM fan-out sends a message to, checked at send time: for members, the target's
 * active members with notifications on; for an admins' notice, the listed uids that still hold
 * the admin claim (registering a token is their opt-in: admins have no notification setting).
 */
export async function deliveryRecipients(
  message: Pick<PushMessageRecord, 'target' | 'audience'>,
): Promise<string[]> {
  if (message.audience === 'admins') {
    return message.target.type === 'users' ? stillAdmins(message.target.userIds) : [];
  }
  return resolveRecipients(message.target, { notificationsOnly: true });
}
