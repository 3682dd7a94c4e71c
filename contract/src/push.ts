import { z } from 'zod/mini';
import { docIdSchema } from './amounts.js';
import { pageSchema, pagingFields } from './paging.js';
import { asciiTokenText, lineText, multilineText } from './text.js';

/**
 * 푸시 메시지 (PRODUCT.md Lifecycle 8): an admin writes title, body, url and a target; every
 * target member gets an inbox message, and a trigger sends it over FCM to enabled members.
 */

/** POST /users/fcmToken: the browser's FCM registration token (stored once per token). */
// Real tokens are ~160 characters; the token is queried on, and Firestore refuses query values
// past 1,500 bytes (a longer one failed as a 500). Printable ASCII only, as FCM makes them.
export const registerFcmTokenSchema = z.strictObject({
  fcmToken: asciiTokenText().check(z.minLength(1), z.maxLength(1024)),
});
export type RegisterFcmTokenInput = z.output<typeof registerFcmTokenSchema>;

/** The stored token record (spec §3: token, timestamp). `id` is what DELETE takes. */
export const fcmTokenSchema = z.object({
  id: z.string(),
  timestamp: z.string(),
});
export type FcmToken = z.infer<typeof fcmTokenSchema>;

const URL_MESSAGE = '/로 시작하는 경로 또는 https 주소를 입력해 주세요.';

/** Where a click leads: a path of this app (`/transactions`) or an https address. */
export const pushUrlSchema = lineText({ max: 2000 }).check(
  z.minLength(1),
  z.refine((value) => {
    if (value.startsWith('/')) return !value.startsWith('//') && !/\s/.test(value);
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, URL_MESSAGE),
);

export const pushTargetSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('all') }),
  z.strictObject({
    type: z.literal('users'),
    userIds: z
      .array(docIdSchema)
      .check(
        z.minLength(1, '받을 회원을 1명 이상 선택해 주세요.'),
        z.maxLength(500, '한 번에 500명까지 보낼 수 있습니다.'),
      ),
  }),
]);
export type PushTarget = z.output<typeof pushTargetSchema>;

/** POST /admin/push/message */
export const sendPushMessageSchema = z.strictObject({
  title: lineText({ max: 100 }).check(z.minLength(1)),
  body: multilineText({ max: 1000 }).check(z.minLength(1)),
  url: pushUrlSchema,
  target: pushTargetSchema,
});
export type SendPushMessageInput = z.output<typeof sendPushMessageSchema>;

/** A sent message as the admin history shows it. */
export const pushMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  target: z.discriminatedUnion('type', [
    z.object({ type: z.literal('all') }),
    z.object({ type: z.literal('users'), userIds: z.array(z.string()) }),
  ]),
  /** The admin's uid, or 'system' for a system event (account activated, …). */
  createdBy: z.string(),
  /** Who sent it as the history shows it: the admin's e-mail at the time, or 'system'. */
  createdByName: z.string(),
  createdAt: z.string(),
  /** Inbox messages written (members reached in the app, whether or not FCM delivers). */
  recipients: z.number().check(z.int()),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** One message in a member's inbox. */
export const inboxMessageSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** GET /push/message: a page of the inbox plus the unread count (for the bell badge). */
export const inboxPageSchema = z.extend(pageSchema(inboxMessageSchema), {
  unreadCount: z.number().check(z.int()),
});
export type InboxPage = z.infer<typeof inboxPageSchema>;

/** GET /push/message and GET /admin/push/message: newest first. */
export const pushListQuerySchema = z.strictObject({ ...pagingFields });
export type PushListQuery = z.output<typeof pushListQuerySchema>;

/** PATCH /push/message/{id}: mark read (the body may be empty or `{ read: true }`). */
export const markReadSchema = z.strictObject({ read: z.optional(z.literal(true)) });

/** Push payload of a system event (account activated, transaction processed, settlement paid). */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
}
