import { z } from 'zod';
import { bankSchema } from './banks.js';
import { inviteCodeInputSchema } from './invites.js';

export const userStatuses = ['pending', 'active', 'deactivated'] as const;
export const userStatusSchema = z.enum(userStatuses);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const roles = ['admin', 'user'] as const;
export type Role = (typeof roles)[number];

/** A member as the API returns it. `assets` is a decimal with at most 2 places (spec §3). */
export const userSchema = z.object({
  id: z.string(),
  uid: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Empty string when not registered: shown as 미등록. */
  bank: z.string(),
  account: z.string(),
  assets: z.number(),
  isNotificationEnabled: z.boolean(),
  /** Won paid out over all settlements. */
  totalSettlement: z.number().int(),
  status: userStatusSchema,
});
export type User = z.infer<typeof userSchema>;

const trimmed = (max: number) => z.string().trim().max(max);

/** PATCH /users/me. Unknown fields are refused (`.strict()`). */
export const updateProfileSchema = z
  .object({
    name: trimmed(40).min(1),
    phone: trimmed(20).regex(/^[0-9+\-\s]*$/, '숫자와 하이픈만 입력해 주세요.'),
    bank: trimmed(30),
    account: trimmed(30).regex(/^[0-9\-\s]*$/, '숫자와 하이픈만 입력해 주세요.'),
    isNotificationEnabled: z.boolean(),
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: '변경할 항목이 없습니다.' });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

const KOREAN_MOBILE = /^(01[016789])-?(\d{3,4})-?(\d{4})$/;

/** A Korean mobile number, typed with or without hyphens, stored as 010-1234-5678. */
export const koreanMobileSchema = z
  .string()
  .trim()
  .regex(KOREAN_MOBILE, '휴대폰 번호 형식이 올바르지 않습니다. (예: 010-1234-5678)')
  .transform((value) => value.replace(KOREAN_MOBILE, '$1-$2-$3'));

/** POST /users/register (public, step 2 of sign-up). Unknown fields are refused. */
export const registerSchema = z
  .object({
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
    password: z.string().min(8).max(64),
    name: trimmed(40).min(1),
    phone: koreanMobileSchema,
    bank: bankSchema,
    account: z
      .string()
      .trim()
      .min(6)
      .max(30)
      .regex(/^\d[\d-]*\d$/, '숫자와 하이픈만 입력해 주세요.'),
    consent: z.literal(true, { error: '약관에 동의해 주세요.' }),
    inviteCode: inviteCodeInputSchema,
  })
  .strict();
export type RegisterInput = z.output<typeof registerSchema>;

/** Text shown for an empty bank or account (spec §3). */
export const NOT_REGISTERED = '미등록';
