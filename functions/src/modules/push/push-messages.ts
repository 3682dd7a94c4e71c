import type { Page } from '@settle/contract/paging';
import { messages } from '@settle/contract/messages';
import type { PushListQuery, PushMessage, PushNotice, PushTarget } from '@settle/contract/push';
import { Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import type { MarkApplied } from '../../lib/idempotency.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { readPage } from '../../lib/paging.js';
import {
  toPushMessageDto,
  type InboxRecord,
  type PushAudience,
  type PushMessageRecord,
} from './push-record.js';
import { listAdminUids, resolveRecipients } from './recipients.js';

const pushMessages = () => db().collection(collections.pushMessages);
const inboxOf = (uid: string) => db().collection(collections.users).doc(uid).collection(collections.inbox);

interface Draft extends PushNotice {
  target: PushTarget;
  createdBy: string;
  createdByName: string;
  /** Internal only (system notices to admins); the admin API never sets it. */
  audience?: PushAudience;
}

/** How an admin's send is made idempotent (the route's `Idempotency-Key`). */
export interface SendOptions {
  /** Marks the key used inside the transaction that creates the message. */
  markApplied?: MarkApplied;
  /**
   * The message id, derived from the key: a retry after a crash between the inbox writes and
   * the message rewrites the same inbox rows instead of giving members a second copy.
   */
  messageId?: string;
}

/** A member's unread copy of a notice, `users/{uid}/inbox/{messageId}`. */
export function inboxRecordOf(notice: PushNotice, createdAt: Timestamp): InboxRecord {
  return { title: notice.title, body: notice.body, url: notice.url, read: false, readAt: null, createdAt };
}

/** Where a member's copy of a message lives (its id is the message's). */
export const inboxRef = (uid: string, messageId: string) => inboxOf(uid).doc(messageId);

/**
 * Writes the inbox copies first (BulkWriter; each is keyed by the message id, so a rewrite is
 * harmless), then the `pushMessages` document whose creation triggers the FCM fan-out: the
 * trigger never runs for a message whose inbox rows are missing. The message and the
 * idempotency mark commit together, so a key is "applied" exactly when the message exists.
 */
async function writeMessage(
  draft: Draft,
  recipients: string[],
  options: SendOptions = {},
): Promise<PushMessage> {
  const ref = options.messageId === undefined ? pushMessages().doc() : pushMessages().doc(options.messageId);
  // Only a key-derived id can exist already: the same key reused after its record expired
  // (a day). Refuse before the inbox rows are rewritten (which would mark read ones unread).
  if (options.messageId !== undefined && (await ref.get()).exists) {
    throw new AppError('conflict', messages.idempotencyApplied);
  }
  const createdAt = Timestamp.now();
  const inbox = inboxRecordOf(draft, createdAt);
  const writer = db().bulkWriter();
  for (const uid of recipients) void writer.set(inboxOf(uid).doc(ref.id), inbox);
  await writer.close();
  const record: PushMessageRecord = { ...draft, createdAt, recipients: recipients.length };
  await db().runTransaction(async (tx) => {
    tx.create(ref, record);
    options.markApplied?.(tx);
  });
  logger.info('push.message_created', {
    messageId: ref.id,
    by: draft.createdBy,
    audience: draft.audience ?? 'members',
    recipients: recipients.length,
  });
  return toPushMessageDto(ref.id, record);
}

/**
 * POST /admin/push/message: every target member (active ones) gets an inbox message. Sent at
 * most once per Idempotency-Key (a double click or a retry gets the first answer).
 */
export async function sendPushMessage(
  draft: Omit<Draft, 'audience'>,
  options: SendOptions = {},
): Promise<PushMessage> {
  const recipients = await resolveRecipients(draft.target);
  if (recipients.length === 0) {
    throw new AppError('invalid-argument', messages.pushNoRecipients, { field: 'target' });
  }
  return writeMessage(draft, recipients, options);
}

/** Fixed-size groups of unique uids: one message each (a `users` target holds at most 500). */
function groupsOf(uids: string[], size = 500): string[][] {
  const unique = [...new Set(uids)];
  const groups: string[][] = [];
  for (let i = 0; i < unique.length; i += size) groups.push(unique.slice(i, i + size));
  return groups;
}

/**
 * System events (account activated, transaction processed or rejected) notify members the same
 * way an admin does: an inbox message each, and the trigger sends it over FCM.
 * Inactive or unknown uids are skipped; nothing is written when none is left. Never throws for
 * the caller's sake: a failed notice is logged and must not undo the event that caused it.
 * Callers notify only after their change committed, never inside a Firestore transaction.
 */
export async function notifyMembers(uids: string[], notice: PushNotice): Promise<void> {
  try {
    for (const group of groupsOf(uids)) {
      const target: PushTarget = { type: 'users', userIds: group };
      const recipients = await resolveRecipients(target);
      if (recipients.length > 0)
        await writeMessage({ ...notice, target, createdBy: 'system', createdByName: 'system' }, recipients);
    }
  } catch (error) {
    logger.error('push.notify_failed', { count: uids.length, error: String(error) });
  }
}

/** gRPC ALREADY_EXISTS: what `create()` fails with when the id is taken. */
const ALREADY_EXISTS = 6;
const alreadyExists = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === ALREADY_EXISTS;

/**
 * A system notice whose inbox rows the caller has already written, each in the transaction of
 * the change it announces (settlement's "paid" notice, settlement/paid-notice.ts): creates
 * `pushMessages/{id}`, whose creation triggers the FCM fan-out, with `create()` under the
 * caller's fixed id, so however often it is called for an id the message (and its fan-out)
 * exists once. `userIds` (at most 500, a `users` target's limit) are the members the inbox rows
 * went to; the fan-out still checks who is active with notifications on when it sends.
 * Returns false when the message existed already. Throws on other errors: the caller retries.
 */
export async function createSystemMessage(
  id: string,
  notice: PushNotice,
  userIds: string[],
): Promise<boolean> {
  const record: PushMessageRecord = {
    ...notice,
    target: { type: 'users', userIds },
    createdBy: 'system',
    createdByName: 'system',
    createdAt: Timestamp.now(),
    recipients: userIds.length,
  };
  try {
    await pushMessages().doc(id).create(record);
  } catch (error) {
    if (alreadyExists(error)) return false;
    throw error;
  }
  logger.info('push.message_created', {
    messageId: id,
    by: 'system',
    audience: 'members',
    recipients: userIds.length,
  });
  return true;
}

/** A system notice to every active member (a schedule reminder): one message, like target all. */
export async function notifyAllMembers(notice: PushNotice): Promise<void> {
  try {
    const target: PushTarget = { type: 'all' };
    const recipients = await resolveRecipients(target);
    if (recipients.length === 0) {
      logger.info('push.notify_no_members', { title: notice.title });
      return;
    }
    await writeMessage({ ...notice, target, createdBy: 'system', createdByName: 'system' }, recipients);
  } catch (error) {
    logger.error('push.notify_failed', { audience: 'all', error: String(error) });
  }
}

/**
 * A system notice to every admin (an Auth account with the admin claim; admins may have no
 * `users` doc): an inbox message each under `users/{uid}/inbox`, which their bell reads like a
 * member's, and the fan-out sends it to their tokens (audience `admins`). Never throws.
 * `except` leaves one admin out.
 */
export async function notifyAdmins(notice: PushNotice, options: { except?: string } = {}): Promise<void> {
  try {
    // `except`: the admin who caused the notice (an approval's requester is not its approver).
    const admins = (await listAdminUids()).filter((uid) => uid !== options.except);
    if (admins.length === 0) {
      logger.warn('push.notify_no_admins', { title: notice.title });
      return;
    }
    for (const group of groupsOf(admins)) {
      const target: PushTarget = { type: 'users', userIds: group };
      await writeMessage(
        { ...notice, target, createdBy: 'system', createdByName: 'system', audience: 'admins' },
        group,
      );
    }
  } catch (error) {
    logger.error('push.notify_failed', { audience: 'admins', error: String(error) });
  }
}

/** GET /admin/push/message: the history, newest first. */
export function listPushMessages(query: PushListQuery): Promise<Page<PushMessage>> {
  return readPage(pushMessages(), [['createdAt', 'desc']], query, (doc) =>
    toPushMessageDto(doc.id, doc.data() as PushMessageRecord),
  );
}
