import { z } from 'zod';

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

/** Text shown for an empty bank or account (spec §3). */
export const NOT_REGISTERED = '미등록';
