import { messages } from '@settle/contract/messages';
import { complianceMessages } from '@settle/contract/compliance-messages';
import type { PushNotice } from '@settle/contract/push';
import { maskAccount, NOT_REGISTERED, type AccountChange } from '@settle/contract/users';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { payoutReauthMaxAgeSeconds } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { collections } from '../../lib/collections.js';
import { logger } from '../../lib/logger.js';
import { createSystemMessage, inboxRecordOf, inboxRef } from '../push/push-messages.js';
import type { UserRecord } from '../users/user-record.js';
import { accountHash, storedAccount } from './account-cipher.js';

/**
 * A guarded payout account (PRODUCT.md Trust and compliance; issue 15 item 7). Changing bank or
 * account number needs a sign-in within `PAYOUT_REAUTH_MAX_AGE_SECONDS` (the ID token's
 * `auth_time`; an admin correcting a member needs their own recent sign-in), else 401
 * `reauth-required` and nothing changes. A change is written in the transaction that updates
 * the member: the new encrypted fields, `accountChangedAt` (which holds the member's line in a
 * settlement prepared within 24 hours, settlement/prepare.ts), a history entry
 * `users/{uid}/accountChanges/{id}` (old and new masked, when, by whom, from where) and the
 * member's inbox notice; the push message follows once that committed (`announceAccountChange`).
 */

/** Who makes a change and from where (the request's verified token, IP and user agent). */
export interface ChangeContext {
  by: AccountChange['by'];
  /** The caller's `auth_time` (seconds since the epoch). */
  authTime: number;
  ip: string;
  userAgent: string;
}

/** `users/{uid}/accountChanges/{id}`: one change, masked only. */
export interface AccountChangeRecord {
  at: Timestamp;
  by: AccountChange['by'];
  ip: string;
  userAgent: string;
  old: { bank: string; account: string };
  new: { bank: string; account: string };
}

const USER_AGENT_MAX = 300;

export const accountChangesOf = (userRef: DocumentReference) =>
  userRef.collection(collections.accountChanges);

/** The inbox row and push message id of a change's notice. */
const noticeId = (changeId: string) => `account-${changeId}`;

/** Whether the caller signed in recently enough to change a payout account. */
export function signedInRecently(authTime: number, nowMs = Date.now()): boolean {
  return Math.floor(nowMs / 1000) - authTime <= payoutReauthMaxAgeSeconds();
}

function noticeOf(bank: string, last4: string): PushNotice {
  return {
    title: complianceMessages.accountChangedTitle,
    body: complianceMessages.accountChangedBody(
      bank === '' ? NOT_REGISTERED : bank,
      maskAccount(last4) || NOT_REGISTERED,
    ),
    url: '/setting/id',
  };
}

/** A change planned inside a transaction: what the member document gets, and its notice. */
export interface PlannedChange {
  update: Pick<UserRecord, 'bank' | 'accountChangedAt'> &
    Partial<Pick<UserRecord, 'accountLast4' | 'accountHash' | 'accountCipher'>>;
  changeId: string;
  notice: PushNotice;
}

/**
 * Inside the member's update transaction (after its reads): when `input` changes bank or
 * account, checks the caller's sign-in (throws `reauth-required`, so the transaction writes
 * nothing), writes the history entry and the inbox notice and returns the member's new fields;
 * null when neither changes (same bank, same digits).
 */
export function planAccountChange(
  tx: Transaction,
  ref: DocumentReference,
  record: UserRecord,
  input: { bank?: string | undefined; account?: string | undefined },
  ctx: ChangeContext,
): PlannedChange | null {
  const bank = input.bank ?? record.bank;
  const bankChanged = bank !== record.bank;
  const accountChanged =
    input.account !== undefined && accountHash(input.account) !== (record.accountHash ?? '');
  if (!bankChanged && !accountChanged) return null;
  if (!signedInRecently(ctx.authTime)) throw new AppError('reauth-required', messages.reauthRequired);

  const now = Timestamp.now();
  const stored = accountChanged ? storedAccount(record.uid, input.account ?? '') : null;
  const last4 = stored ? stored.accountLast4 : (record.accountLast4 ?? '');
  const changeRef = accountChangesOf(ref).doc();
  const change: AccountChangeRecord = {
    at: now,
    by: ctx.by,
    ip: ctx.ip,
    userAgent: ctx.userAgent.slice(0, USER_AGENT_MAX),
    old: { bank: record.bank, account: maskAccount(record.accountLast4 ?? '') },
    new: { bank, account: maskAccount(last4) },
  };
  tx.create(changeRef, change);
  const notice = noticeOf(bank, last4);
  tx.set(inboxRef(record.uid, noticeId(changeRef.id)), inboxRecordOf(notice, now));
  return { update: { bank, accountChangedAt: now, ...stored }, changeId: changeRef.id, notice };
}

/** The other fields of a profile update (bank and account are written by `planAccountChange`). */
export function withoutPayoutFields<T extends { bank?: string | undefined; account?: string | undefined }>(
  input: T,
): Omit<T, 'bank' | 'account'> {
  const rest = { ...input };
  delete rest.bank;
  delete rest.account;
  return rest;
}

/** After the change committed: the push message of its notice (never throws; the inbox has it). */
export async function announceAccountChange(uid: string, planned: PlannedChange | null): Promise<void> {
  if (!planned) return;
  try {
    await createSystemMessage(noticeId(planned.changeId), planned.notice, [uid]);
  } catch (error) {
    logger.error('accounts.change_notice_failed', { uid, changeId: planned.changeId, error: String(error) });
  }
  logger.info('accounts.changed', { uid, changeId: planned.changeId });
}

export function toAccountChangeDto(id: string, r: AccountChangeRecord): AccountChange {
  return {
    id,
    at: r.at.toDate().toISOString(),
    by: r.by,
    ip: r.ip,
    userAgent: r.userAgent,
    old: r.old,
    new: r.new,
  };
}
