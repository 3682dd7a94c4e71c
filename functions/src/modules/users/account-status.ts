import { messages } from '@settle/contract/messages';
import { notices } from '@settle/contract/notices';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import { adminAuth, db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { notifyMembers } from '../push/push-messages.js';
import { hasCode, userRef } from './user-store.js';
import type { RejectionRecord, UserRecord } from './user-record.js';

/** A member's profile, or undefined when they never registered. */
export async function readMember(uid: string): Promise<UserRecord | undefined> {
  const snap = await userRef(uid).get();
  return snap.exists ? (snap.data() as UserRecord) : undefined;
}

/** Auth is not part of Firestore transactions: a profile without an account is logged, not fatal. */
async function updateAuthAccount(uid: string, change: { disabled: boolean }): Promise<void> {
  try {
    await adminAuth().updateUser(uid, change);
    if (change.disabled) await adminAuth().revokeRefreshTokens(uid);
  } catch (error) {
    if (!hasCode(error, 'auth/user-not-found')) throw error;
    logger.warn('users.auth-account-missing', { uid });
  }
}

/**
 * PRODUCT.md Lifecycle 3: an admin activates a pending (or deactivated) member. Idempotent: an
 * active member keeps the first activatedAt. The Auth account is enabled again every time, so
 * a retry after a failure halfway repairs it. The member is told (inbox + push) only by the
 * call that changed the status.
 */
export async function activateUser(uid: string, actorUid: string): Promise<UserRecord> {
  const ref = userRef(uid);
  const { record, changed } = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new AppError('not-found', messages.userNotFound);
    const current = snap.data() as UserRecord;
    if (current.status === 'active') return { record: current, changed: false };
    const now = Timestamp.now();
    const change = { status: 'active' as const, activatedAt: now, updatedAt: now };
    tx.update(ref, change);
    return { record: { ...current, ...change }, changed: true };
  });
  await updateAuthAccount(uid, { disabled: false });
  logger.info('users.activated', { uid, actor: actorUid, changed });
  if (changed) await notifyMembers([uid], notices.accountActivated());
  return record;
}

/**
 * Issue 16: an operator refuses a pending sign-up with a reason. Status `rejected` with the
 * reason, who and when; anything but a pending member is a 409 and nothing changes (an active
 * member is deactivated instead, never "rejected" after the fact). The Auth account stays
 * enabled on purpose: the person signs in to read the reason on their waiting screen, and money
 * calls answer 403 by status (member-gate.ts). An admin may still activate them later
 * (activateUser takes any status but active); the rejection then stays on the record as history.
 * No push: notices go to active members only, and the waiting screen is where the person looks.
 */
export async function rejectUser(
  uid: string,
  reason: string,
  actor: { uid: string; email: string },
): Promise<UserRecord> {
  const ref = userRef(uid);
  const record = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new AppError('not-found', messages.userNotFound);
    const current = snap.data() as UserRecord;
    if (current.status !== 'pending') throw new AppError('conflict', messages.userNotPending);
    const now = Timestamp.now();
    const rejection: RejectionRecord = { reason, at: now, byUid: actor.uid, byEmail: actor.email };
    const change = { status: 'rejected' as const, rejection, updatedAt: now };
    tx.update(ref, change);
    return { ...current, ...change };
  });
  // The reason stays out of the log: it may name the person (the record holds it).
  logger.info('users.rejected', { uid, actor: actor.uid });
  return record;
}

/**
 * Deleting a user deactivates them (PRODUCT.md Lifecycle 3): status `deactivated`, the Auth
 * account disabled and its refresh tokens revoked; every document is kept. Nobody deactivates
 * themselves (an admin could lock the operator out). Idempotent, like activation.
 */
export async function deactivateUser(uid: string, actorUid: string): Promise<UserRecord> {
  if (uid === actorUid) throw new AppError('conflict', messages.cannotDeactivateSelf);
  return deactivate(uid, actorUid);
}

/** A member leaves: `DELETE /users/{own id}` deactivates their own account as above. */
export async function deactivateSelf(uid: string, isAdmin: boolean): Promise<UserRecord> {
  if (isAdmin) throw new AppError('conflict', messages.cannotDeactivateSelf);
  return deactivate(uid, uid);
}

async function deactivate(uid: string, actorUid: string): Promise<UserRecord> {
  const ref = userRef(uid);
  const record = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new AppError('not-found', messages.userNotFound);
    const current = snap.data() as UserRecord;
    if (current.status === 'deactivated') return current;
    const now = Timestamp.now();
    const change = { status: 'deactivated' as const, deactivatedAt: now, updatedAt: now };
    tx.update(ref, change);
    return { ...current, ...change };
  });
  await updateAuthAccount(uid, { disabled: true });
  logger.info('users.deactivated', { uid, actor: actorUid });
  return record;
}
