import type { InboxMessage, PushMessage, PushTarget } from '@settle/contract/push';
import type { Timestamp } from 'firebase-admin/firestore';

/**
 * Who a message is for. `members` (the default; older records have no field): the fan-out
 * reaches the target's active members with notifications on. `admins` (system notices to the
 * operators, who need no `users` doc): the target lists admin uids, and the fan-out sends to
 * those that still hold the admin claim. Never set from the admin API's input.
 */
export type PushAudience = 'members' | 'admins';

/** `pushMessages/{id}`: one message an admin (or a system event) sent. */
export interface PushMessageRecord {
  title: string;
  body: string;
  url: string;
  target: PushTarget;
  audience?: PushAudience;
  /** The admin's uid, or 'system' for system events. */
  createdBy: string;
  /** The admin's e-mail when it was sent (or the uid when the token had none); 'system'. */
  createdByName?: string;
  createdAt: Timestamp;
  /** Inbox messages written. */
  recipients: number;
}

/** `users/{uid}/inbox/{messageId}`: the member's copy (the id is the push message's). */
export interface InboxRecord {
  title: string;
  body: string;
  url: string;
  read: boolean;
  readAt: Timestamp | null;
  createdAt: Timestamp;
}

export function toPushMessageDto(id: string, r: PushMessageRecord): PushMessage {
  return {
    id,
    title: r.title,
    body: r.body,
    url: r.url,
    target: r.target,
    createdBy: r.createdBy,
    createdByName: r.createdByName ?? r.createdBy,
    createdAt: r.createdAt.toDate().toISOString(),
    recipients: r.recipients,
  };
}

export function toInboxDto(id: string, r: InboxRecord): InboxMessage {
  return {
    id,
    title: r.title,
    body: r.body,
    url: r.url,
    read: r.read,
    createdAt: r.createdAt.toDate().toISOString(),
  };
}
