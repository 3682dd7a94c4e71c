import { adminAuth } from '../../lib/firebase.js';

/**
 * How an operator is shown to other operators (처리자, 변경한 사람): their Auth display name, else
 * their e-mail, else the uid — never only an internal id when a name is known (issue 17).
 */
export async function operatorName(uid: string): Promise<string> {
  const user = await adminAuth()
    .getUser(uid)
    .catch(() => undefined);
  return user?.displayName || user?.email || uid;
}

/** The names of several operators in one Auth call (at most 100 uids, a page of a list). */
export async function operatorNames(uids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(uids)].slice(0, 100);
  const names = new Map<string, string>(unique.map((uid) => [uid, uid]));
  if (unique.length === 0) return names;
  const found = await adminAuth()
    .getUsers(unique.map((uid) => ({ uid })))
    .catch(() => undefined);
  for (const user of found?.users ?? []) names.set(user.uid, user.displayName || user.email || user.uid);
  return names;
}
