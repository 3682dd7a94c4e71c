import type { Page } from '@settle/contract/paging';
import { messages } from '@settle/contract/messages';
import type { PushListQuery, PushMessage, PushNotice, PushTarget } from '@settle/contract/push';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
import type { MarkApplied } from '../../lib/idempotency.js';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { readPage } from '../../lib/paging.js';
import { toPushMessageDto, type InboxRecord, type PushMessageRecord } from './push-record.js';
import { resolveRecipients } from './recipients.js';

const pushMessages = () => db().collection(collections.pushMessages);
const inboxOf = (uid: string) => db().collection(collections.users).doc(uid).collection(collections.inbox);

interface Draft extends PushNotice {
  target: PushTarget;
  createdBy: string;
  createdByName: string;
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
  const inbox: InboxRecord = {
    title: draft.title,
    body: draft.body,
    url: draft.url,
    read: false,
    readAt: null,
    createdAt,
  };
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
    recipients: recipients.length,
  });
  return toPushMessageDto(ref.id, record);
}

/**
 * POST /admin/push/message: every target member (active ones) gets an inbox message. Sent at
 * most once per Idempotency-Key (a double click or a retry gets the first answer).
 */
export async function sendPushMessage(draft: Draft, options: SendOptions = {}): Promise<PushMessage> {
  const recipients = await resolveRecipients(draft.target);
  if (recipients.length === 0) {
    throw new AppError('invalid-argument', messages.pushNoRecipients, { field: 'target' });
  }
  return writeMessage(draft, recipients, options);
}

/**
 * System events (account activated, transaction processed, settlement paid) notify members
 * the same way an admin does: an inbox message each, and the trigger sends it over FCM.
 * Inactive or unknown uids are skipped; nothing is written when none is left. Never throws for
 * the caller's sake: a failed notice is logged and must not undo the event that caused it.
 */
export async function notifyMembers(uids: string[], notice: PushNotice): Promise<void> {
  try {
    const unique = [...new Set(uids)];
    for (let i = 0; i < unique.length; i += 500) {
      const target: PushTarget = { type: 'users', userIds: unique.slice(i, i + 500) };
      const recipients = await resolveRecipients(target);
      if (recipients.length > 0)
        await writeMessage({ ...notice, target, createdBy: 'system', createdByName: 'system' }, recipients);
    }
  } catch (error) {
    logger.error('push.notify_failed', { count: uids.length, error: String(error) });
  }
}

/** GET /admin/push/message: the history, newest first. */
export function listPushMessages(query: PushListQuery): Promise<Page<PushMessage>> {
  return readPage(
    pushMessages().orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc'),
    query,
    (doc) => toPushMessageDto(doc.id, doc.data() as PushMessageRecord),
  );
}
