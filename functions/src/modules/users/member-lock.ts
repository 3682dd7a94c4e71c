import { messages } from '@settle/contract/messages';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { userRef } from './user-store.js';
import type { UserRecord } from './user-record.js';

/** Reads a member inside a transaction (so their balance is locked for it); 404 if none. */
export async function readMemberIn(
  tx: Transaction,
  uid: string,
): Promise<{ ref: DocumentReference; user: UserRecord }> {
  const ref = userRef(uid);
  const snap = await tx.get(ref);
  if (!snap.exists) throw new AppError('not-found', messages.userNotFound);
  return { ref, user: snap.data() as UserRecord };
}
