import { upperCaseAscii, type createInviteCodeSchema, type InviteCode } from '@settle/contract/invites';
import type { z } from 'zod/mini';
import { seoulLocalToIso } from '../../../lib/seoul-time';

/** The body of POST /admin/users/inviteCode before the schema's defaults apply. */
export type CreateInviteCodeBody = z.input<typeof createInviteCodeSchema>;

/** The create dialog's fields, as typed. */
export interface InviteForm {
  /** '' = let the server generate one */
  code: string;
  maxUses: string;
  /** `datetime-local` value in Seoul time; '' = never expires */
  expiresAt: string;
  memo: string;
}

export const emptyInviteForm: InviteForm = { code: '', maxUses: '1', expiresAt: '', memo: '' };

/**
 * The form → the request body: blank fields are left out (the server generates the code, uses
 * default to 1, no expiry, empty memo), the expiry becomes ISO with the Seoul offset. Check the
 * result with parseKorean(createInviteCodeSchema, …) before sending.
 */
export function toCreateInviteBody(form: InviteForm): CreateInviteCodeBody {
  // ASCII letters only: a Unicode upper-case would turn 'paß2345' into a code (PASS2345) the
  // contract refuses to guess.
  const code = upperCaseAscii(form.code.trim());
  const maxUses = form.maxUses.trim();
  const expiresAt = form.expiresAt.trim();
  const memo = form.memo.trim();
  return {
    ...(code !== '' ? { code } : {}),
    // Number('abc') is NaN, which the schema refuses with a Korean message.
    ...(maxUses !== '' ? { maxUses: Number(maxUses) } : {}),
    ...(expiresAt !== '' ? { expiresAt: seoulLocalToIso(expiresAt) } : {}),
    ...(memo !== '' ? { memo } : {}),
  };
}

export type InviteState = 'available' | 'expired' | 'exhausted';

export const inviteStateLabels: Record<InviteState, string> = {
  available: '사용 가능',
  expired: '만료',
  exhausted: '사용 완료',
};

/** PRODUCT.md lifecycle 1: valid while not expired and used < maxUses (revoked ones are gone). */
export function inviteStateOf(invite: InviteCode, now: number): InviteState {
  if (invite.used >= invite.maxUses) return 'exhausted';
  if (invite.expiresAt !== null && Date.parse(invite.expiresAt) <= now) return 'expired';
  return 'available';
}

/** Only a code nobody has used can be revoked (the API answers 409 otherwise). */
export const canRevoke = (invite: InviteCode) => invite.used === 0;
