import { messages } from '@settle/contract/messages';
import type { User } from '@settle/contract/users';
import type { RegisterIdentityInput, RegisterInput } from '@settle/contract/member-profile';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { adminAuth, db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { storedAccount } from '../accounts/account-cipher.js';
import { checkInviteCode, consumeInviteCode } from '../invites/invite-codes.js';
import { memberTokensAfter, toUserDto, type UserRecord } from './user-record.js';
import { hasCode, userRef } from './user-store.js';

/** A new member's profile: pending, no money, never activated. */
function newProfile(uid: string, email: string, input: RegisterIdentityInput): UserRecord {
  const now = Timestamp.now();
  return {
    uid,
    name: input.name,
    email,
    phone: input.phone,
    bank: input.bank,
    ...storedAccount(uid, input.account),
    // Registering is not a change: the first settlement after activation is not held.
    accountChangedAt: null,
    assetsMinor: 0,
    totalSettlementWon: 0,
    isNotificationEnabled: true,
    status: 'pending',
    activatedAt: null,
    createdAt: now,
    updatedAt: now,
    ...memberTokensAfter({ name: input.name, email, phone: input.phone }),
  };
}

/**
 * Sign-up (PRODUCT.md Lifecycle 2): creates the Auth account, then in one Firestore
 * transaction consumes a use of the invite code and writes the `pending` profile. Auth is not
 * part of Firestore transactions, so when the transaction fails for any reason the new account
 * is deleted again: a failed sign-up leaves nothing behind.
 */
export async function register(input: RegisterInput): Promise<User> {
  // Cheap early refusal (no account is created for a code that is plainly unusable); the
  // transaction below re-checks, because the code may be used up in between.
  await checkInviteCode(input.inviteCode);

  let uid: string;
  try {
    ({ uid } = await adminAuth().createUser({
      email: input.email,
      password: input.password,
      displayName: input.name,
    }));
  } catch (cause) {
    if (hasCode(cause, 'auth/email-already-exists')) {
      throw new AppError('conflict', messages.emailTaken, { field: 'email', cause });
    }
    throw cause;
  }

  const record = newProfile(uid, input.email, input);
  try {
    await db().runTransaction(async (tx) => {
      await consumeInviteCode(tx, input.inviteCode);
      tx.create(userRef(uid), record);
    });
  } catch (error) {
    try {
      await adminAuth().deleteUser(uid);
    } catch (cleanupError) {
      logger.error('users.register.cleanup-failed', {
        uid,
        error: cleanupError instanceof Error ? cleanupError.message : String(cleanupError),
      });
    }
    throw error;
  }
  logger.info('users.registered', { uid, inviteCode: input.inviteCode });
  return toUserDto(record);
}

/**
 * Sign-up of an identity that already exists (PRODUCT.md Lifecycle 2: a Google user without a
 * profile). The uid and email come from the verified token; in one transaction the profile is
 * checked absent (409 otherwise), a use of the invite code is consumed and the `pending`
 * profile is written. No Auth account is created or deleted here.
 */
export async function registerIdentity(
  identity: { uid: string; email: string | undefined },
  input: RegisterIdentityInput,
): Promise<User> {
  if (!identity.email) throw new AppError('failed-precondition', messages.identityEmailMissing);
  const record = newProfile(identity.uid, identity.email.toLowerCase(), input);
  const ref = userRef(identity.uid);
  await db().runTransaction(async (tx) => {
    // Every read before the first write, as Firestore transactions require.
    if ((await tx.get(ref)).exists) throw new AppError('conflict', messages.profileExists);
    await consumeInviteCode(tx, input.inviteCode);
    tx.create(ref, record);
  });
  logger.info('users.registered', { uid: identity.uid, inviteCode: input.inviteCode, identity: true });
  return toUserDto(record);
}
