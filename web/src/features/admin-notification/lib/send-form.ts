import type { AdminUser } from '@settle/contract/admin-users';
import { sendPushMessageSchema, type PushTarget, type SendPushMessageInput } from '@settle/contract/push';
import { validateForm, type FormValidation } from '../../../lib/validate-form';

export type Audience = 'all' | 'users';

/** The 알림 발송 form as typed: the chosen members are kept whole for their chips. */
export interface SendForm {
  title: string;
  body: string;
  url: string;
  audience: Audience;
  members: readonly AdminUser[];
}

/** A click on the message opens the app's home unless the admin says otherwise. */
export const emptySendForm: SendForm = { title: '', body: '', url: '/', audience: 'all', members: [] };

/**
 * The request body, checked with the API's own schema and Korean messages; errors are keyed by
 * field (title, body, url, target).
 */
export function validateSendForm(form: SendForm): FormValidation<SendPushMessageInput> {
  return validateForm(sendPushMessageSchema, {
    title: form.title,
    body: form.body,
    url: form.url,
    target:
      form.audience === 'all' ? { type: 'all' } : { type: 'users', userIds: form.members.map((m) => m.id) },
  });
}

/** Who receives it, as the confirm dialog says it: '전체 활성 회원에게' / '3명에게'. */
export function recipientsPhrase(target: PushTarget): string {
  return target.type === 'all' ? '전체 활성 회원에게' : `${target.userIds.length.toLocaleString('ko-KR')}명에게`;
}

/** The history's 대상 column: '전체' / '3명'. */
export function targetLabel(target: PushTarget): string {
  return target.type === 'all' ? '전체' : `${target.userIds.length.toLocaleString('ko-KR')}명`;
}

/** The history's 보낸 사람 column: a system event (account activated, …) reads '시스템'. */
export function senderLabel(message: { createdBy: string; createdByName: string }): string {
  return message.createdBy === 'system' ? '시스템' : message.createdByName;
}

/** A long body cut to one glance in the history; the full text is in the cell's tooltip. */
export function truncate(text: string, max = 40): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}
