import { messages } from '@settle/contract/messages';
import type { UpdateProfileInput, User } from '@settle/contract/users';
import { FieldValue } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { db } from '../../lib/firebase.js';
import { toUserDto, type UserRecord } from './user-record.js';
import { userRef } from './user-store.js';

/** The caller's own profile as read; 404 when they signed in but never registered. */
export function profileOf(record: UserRecord | undefined): User {
  if (record === undefined) throw new AppError('not-found', messages.profileNotFound);
  return toUserDto(record);
}

/** Updates the editable profile fields (never money, status or identity). */
export async function updateProfile(uid: string, input: UpdateProfileInput): Promise<User> {
  const ref = userRef(uid);
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new AppError('not-found', messages.noUserData);
    tx.update(ref, { ...input, updatedAt: FieldValue.serverTimestamp() });
    return toUserDto({ ...(snap.data() as UserRecord), ...input });
  });
}
