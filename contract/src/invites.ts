import { z } from 'zod/mini';
import { pagingFields } from './paging.js';
import { lineText, multilineText, wellFormed } from './text.js';

/** Invite-code characters: upper-case letters and digits without look-alikes (no I, L, O, 0, 1). */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 8;
export const MAX_INVITE_USES = 1000;
export const INVITE_MEMO_MAX = 100;

const GENERATED_CODE = new RegExp(`^[${INVITE_CODE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

/**
 * A new code of INVITE_CODE_LENGTH characters from the alphabet. `randomInt(max)` must return
 * an integer in [0, max): the server passes node:crypto's randomInt, tests a deterministic one.
 */
export function generateInviteCode(randomInt: (max: number) => number): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) {
    const index = randomInt(INVITE_CODE_ALPHABET.length);
    const char = INVITE_CODE_ALPHABET[index];
    if (char === undefined || !Number.isInteger(index)) throw new RangeError('randomInt out of range');
    code += char;
  }
  return code;
}

/**
 * An invite code as someone types it (PRODUCT.md: invite codes are ASCII): NFKC-normalised,
 * trimmed, then only ASCII letters and digits, upper-cased by the ASCII mapping alone (a–z → A–Z).
 *
 * NFKC folds compatibility forms into their plain letters before the ASCII check, so a code typed
 * on a full-width keyboard works: 'ＳＴＡＲＴ７８９' becomes 'START789', and so do 'ſtart789' (ſ, long
 * s, is a compatibility form of s), U+212A KELVIN SIGN as K and '①' as 1. Everything that
 * is not ASCII after it is refused, never guessed: 'paß2345' (Unicode upper-casing would make it
 * PASS2345), 'kıwı2345' (dotless ı would become I), Cyrillic look-alikes such as 'АВС23456', a
 * zero-width space inside.
 */
/** a–z → A–Z and nothing else (String.prototype.toUpperCase maps ß to SS and ı to I). */
export const upperCaseAscii = (text: string) => text.replace(/[a-z]+/g, (letters) => letters.toUpperCase());

const inviteCodeText = () =>
  z
    .string()
    .check(
      wellFormed(),
      z.normalize('NFKC'),
      z.trim(),
      z.regex(/^[A-Za-z0-9]*$/, '영문과 숫자로만 입력해 주세요.'),
      z.overwrite(upperCaseAscii),
    );

/** A code as someone types it (step 1 of sign-up and the register body). */
export const inviteCodeInputSchema = inviteCodeText().check(z.minLength(1), z.maxLength(32));

/** POST /admin/users/inviteCode. Without `code` the server generates one. */
export const createInviteCodeSchema = z.strictObject({
  // The admin's chosen code is normalised as a typed one is, then must look like a generated one.
  code: z.optional(
    inviteCodeText().check(
      z.regex(
        GENERATED_CODE,
        `영문 대문자와 숫자(I, L, O, 0, 1 제외) ${INVITE_CODE_LENGTH}자로 입력해 주세요.`,
      ),
    ),
  ),
  maxUses: z._default(z.number().check(z.int(), z.gte(1), z.lte(MAX_INVITE_USES)), 1),
  expiresAt: z.optional(
    z.pipe(
      // A datetime's own format check would run before any other: the policy goes in front.
      lineText({ trim: false }),
      z.iso
        .datetime({ offset: true })
        .check(z.refine((value) => Date.parse(value) > Date.now(), '만료 일시는 현재 이후여야 합니다.')),
    ),
  ),
  memo: z._default(multilineText({ max: INVITE_MEMO_MAX }), ''),
});
export type CreateInviteCodeInput = z.output<typeof createInviteCodeSchema>;

/** POST /users/validateInviteCode (public, step 1 of sign-up). */
export const validateInviteCodeSchema = z.strictObject({ code: inviteCodeInputSchema });
export type ValidateInviteCodeInput = z.output<typeof validateInviteCodeSchema>;

/** An invite code as the admin API returns it. Revoking a code deletes it (only while unused). */
export const inviteCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  maxUses: z.number().check(z.int()),
  used: z.number().check(z.int()),
  /** ISO datetime, or null when the code never expires. */
  expiresAt: z.nullable(z.string()),
  memo: z.string(),
  createdBy: z.string(),
  /** ISO datetime */
  createdAt: z.string(),
});
export type InviteCode = z.infer<typeof inviteCodeSchema>;

/** GET /admin/users/inviteCode: newest first, a page at a time by cursor. */
export const inviteCodeListQuerySchema = z.strictObject({ ...pagingFields });
export type InviteCodeListQuery = z.output<typeof inviteCodeListQuerySchema>;

/** POST /users/validateInviteCode → data. Invalid codes answer an error instead. */
export interface InviteCodeValidity {
  valid: true;
  code: string;
}
