import { messages } from '@settle/contract/messages';
import type { User } from '@settle/contract/users';
import type { UpdateProfileInput } from '@settle/contract/member-profile';
import { FieldValue } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { db } from '../../lib/firebase.js';
import {
  announceAccountChange,
  planAccountChange,
  withoutPayoutFields,
  type ChangeContext,
} from '../accounts/account-change.js';
import { memberTokensAfter, toUserDto, type UserRecord } from './user-record.js';
import { userRef } from './user-store.js';

/** The caller's own profile as read; 404 when they signed in but never registered. */
export function profileOf(record: UserRecord | undefined): User {
  if (record === undefined) throw new AppError('not-found', messages.profileNotFound);
  return toUserDto(record);
}

/**
 * Updates the editable profile fields (never money, status or identity). A change of bank or
 * account is a guarded payout-account change (accounts/account-change.ts): it needs a recent
 * sign-in, is kept in the history and announced to the member. The account number itself is
 * never written: only its encrypted fields.
 */
export async function updateProfile(
  uid: string,
  input: UpdateProfileInput,
  ctx: ChangeContext,
): Promise<User> {
  const ref = userRef(uid);
  const rest = withoutPayoutFields(input);
  const { record, planned } = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new AppError('not-found', messages.noUserData);
    const current = snap.data() as UserRecord;
    const change = planAccountChange(tx, ref, current, input, ctx);
    const tokens = memberTokensAfter(current, { name: rest.name, phone: rest.phone });
    tx.update(ref, { ...rest, ...change?.update, ...tokens, updatedAt: FieldValue.serverTimestamp() });
    return { record: { ...current, ...rest, ...change?.update, ...tokens }, planned: change };
  });
  await announceAccountChange(uid, planned);
  return toUserDto(record);
}
