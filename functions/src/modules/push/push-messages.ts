import type { Page } from '@settle/contract/paging';
import { messages } from '@settle/contract/messages';
import type { PushListQuery, PushMessage, PushNotice, PushTarget } from '@settle/contract/push';
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import { AppError } from '../../lib/app-error.js';
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
}

/**
 * Writes the inbox copies first (BulkWriter; each is keyed by the message id, so a rewrite is
 * harmless), then the `pushMessages` document whose creation triggers the FCM fan-out: the
 * trigger never runs for a message whose inbox rows are missing.
 */
async function writeMessage(draft: Draft, recipients: string[]): Promise<PushMessage> {
  const ref = pushMessages().doc();
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
  await ref.create(record);
  logger.info('push.message_created', {
    messageId: ref.id,
    by: draft.createdBy,
    recipients: recipients.length,
  });
  return toPushMessageDto(ref.id, record);
}

/** POST /admin/push/message: every target member (active ones) gets an inbox message. */
export async function sendPushMessage(draft: Draft): Promise<PushMessage> {
  const recipients = await resolveRecipients(draft.target);
  if (recipients.length === 0) {
    throw new AppError('invalid-argument', messages.pushNoRecipients, { field: 'target' });
  }
  return writeMessage(draft, recipients);
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
      if (recipients.length > 0) await writeMessage({ ...notice, target, createdBy: 'system' }, recipients);
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
