import { messages } from '@settle/contract/messages';
import type { RegisterInput, User } from '@settle/contract/users';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { adminAuth, db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { checkInviteCode, consumeInviteCode } from '../invites/invite-codes.js';
import { toUserDto, type UserRecord } from './user-record.js';

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
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

  const now = Timestamp.now();
  const record: UserRecord = {
    uid,
    name: input.name,
    email: input.email,
    phone: input.phone,
    bank: input.bank,
    account: input.account,
    assetsMinor: 0,
    totalSettlementWon: 0,
    isNotificationEnabled: true,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  };
  try {
    await db().runTransaction(async (tx) => {
      await consumeInviteCode(tx, input.inviteCode);
      tx.create(db().collection(collections.users).doc(uid), record);
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
