import { z } from 'zod/mini';
import { bankOrEmptySchema, bankSchema } from './banks.js';
import { inviteCodeInputSchema } from './invites.js';
import { lineText, nameText, passwordText } from './text.js';

/**
 * What a member types about themselves: the sign-up body and the profile fields (a member's own
 * and an admin's correction). Kept apart from users.ts, which every signed-in page loads for
 * `userSchema`: these schemas, their Korean messages, the bank list and the invite-code rules are
 * needed only by the forms and the API, not by the first screen (the first-route budget).
 */

/** A member's name (text.ts `nameText`: one line, no invisible characters), 1–40 characters. */
const nameSchema = nameText({ max: 40 }).check(z.minLength(1));

const KOREAN_MOBILE = /^(01[016789])-?(\d{3,4})-?(\d{4})$/;
/** Under the 휴대폰 번호 field and in the API's answer alike (it starts with the label). */
export const MOBILE_MESSAGE = '휴대폰 번호를 010-1234-5678 형식으로 입력해 주세요.';

/** A Korean mobile number, typed with or without hyphens, stored as 010-1234-5678. */
export const koreanMobileSchema = z.pipe(
  // minLength(1) first: a blank field reads "휴대폰 번호를 입력해 주세요." (validation.ts).
  lineText().check(z.minLength(1), z.regex(KOREAN_MOBILE, MOBILE_MESSAGE)),
  z.transform((value: string) => value.replace(KOREAN_MOBILE, '$1-$2-$3')),
);

/** A Korean mobile number as above, or '' to clear it (profile forms). */
export const koreanMobileOrEmptySchema = z.pipe(
  lineText().check(z.regex(new RegExp(`^$|${KOREAN_MOBILE.source}`), MOBILE_MESSAGE)),
  z.transform((value: string) => value.replace(KOREAN_MOBILE, '$1-$2-$3')),
);

/**
 * Account-number messages. A letter gets ACCOUNT_CHARACTERS before any length rule: "6자 이상"
 * under "국민12345" would send the person counting digits instead of removing the letters.
 */
export const accountMessages = {
  characters: '계좌번호는 숫자와 하이픈만 입력해 주세요.',
  tooShort: '계좌번호를 6자리 이상 입력해 주세요.',
  edges: '계좌번호는 숫자로 시작하고 숫자로 끝나야 합니다.',
} as const;

const accountCharacters = () => z.regex(/^[0-9-]*$/, accountMessages.characters);

/** An account number ('' when not registered): digits and hyphens. */
export const accountOrEmptySchema = lineText().check(accountCharacters(), z.maxLength(30));

/**
 * The profile fields a member edits about themselves and an admin may correct: one definition,
 * so both forms validate alike. The API field is `account` (spec §5's accountNumber).
 */
export const editableProfileFields = {
  name: nameSchema,
  phone: koreanMobileOrEmptySchema,
  bank: bankOrEmptySchema,
  account: accountOrEmptySchema,
};

/** PATCH /users/me and PATCH /users/{own id}. Unknown fields are refused (`z.strictObject`). */
export const updateProfileSchema = z
  .partial(
    z.strictObject({
      ...editableProfileFields,
      isNotificationEnabled: z.boolean(),
    }),
  )
  .check(z.refine((body) => Object.keys(body).length > 0, { message: '변경할 항목이 없습니다.' }));
export type UpdateProfileInput = z.output<typeof updateProfileSchema>;

/** POST /users/register (public, step 2 of sign-up). Unknown fields are refused. */
export const registerSchema = z.strictObject({
  email: z.pipe(
    lineText().check(z.minLength(1), z.toLowerCase(), z.maxLength(254)),
    z.email('이메일 주소를 확인해 주세요. (예: name@example.com)'),
  ),
  // Never normalised or trimmed: sign-in sends the password to Firebase Auth as typed.
  password: passwordText().check(z.minLength(8), z.maxLength(64)),
  name: nameSchema,
  phone: koreanMobileSchema,
  bank: bankSchema,
  account: lineText().check(
    accountCharacters(),
    z.minLength(1),
    z.minLength(6, accountMessages.tooShort),
    z.maxLength(30),
    z.regex(/^\d[\d-]*\d$/, accountMessages.edges),
  ),
  consent: z.literal(true, { error: '개인정보 수집·이용에 동의해 주세요.' }),
  inviteCode: inviteCodeInputSchema,
});
export type RegisterInput = z.output<typeof registerSchema>;

/**
 * POST /users/register with a Bearer token (PRODUCT.md Lifecycle 2: a social sign-in without a
 * profile): the account exists already, so its uid and email come from the token.
 */
export const registerIdentitySchema = z.omit(registerSchema, { email: true, password: true });
export type RegisterIdentityInput = z.output<typeof registerIdentitySchema>;
