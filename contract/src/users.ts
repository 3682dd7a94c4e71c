import { z } from 'zod/mini';

/**
 * pending: signed up, waiting for an operator · active · deactivated (by an admin or themself) ·
 * rejected: an operator refused the sign-up with a reason the person reads on their waiting
 * screen. Only active members use money; an admin may still activate a rejected member later.
 */
export const userStatuses = ['pending', 'active', 'deactivated', 'rejected'] as const;
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
  /**
   * The account number masked (`****5678`, '' when not registered): account numbers are stored
   * encrypted and only the last four digits are kept in clear (PRODUCT.md Trust and compliance).
   * An admin's member detail (`adminUserDetailSchema`) carries the full number.
   */
  account: z.string(),
  assets: z.number(),
  isNotificationEnabled: z.boolean(),
  /** Won paid out over all settlements. */
  totalSettlement: z.number().check(z.int()),
  status: userStatusSchema,
  /**
   * Why the sign-up was refused and when (ISO datetime): present only while status is
   * `rejected`, so the waiting screen can tell the person (issue 16).
   */
  rejection: z.optional(z.object({ reason: z.string(), at: z.string() })),
});
export type User = z.infer<typeof userSchema>;

/** Text shown for an empty bank or account (spec §3). */
export const NOT_REGISTERED = '미등록';

/** How an account number is shown wherever the full number is not needed: `****5678`. */
export function maskAccount(last4: string): string {
  return last4 === '' ? '' : `****${last4}`;
}

/** The last four digits of an account number as typed (hyphens ignored); '' for ''. */
export function accountLast4(account: string): string {
  return account.replace(/\D/g, '').slice(-4);
}

/**
 * PRODUCT.md Trust and compliance, payout account: changing bank or account needs a sign-in
 * within the last 5 minutes (the ID token's auth_time), and holds (보류) the member's line in any
 * settlement prepared within 24 hours of the change.
 */
export const PAYOUT_REAUTH_MAX_AGE_SECONDS = 5 * 60;
export const PAYOUT_HOLD_HOURS = 24;

/** One change of a member's payout account, `users/{uid}/accountChanges/{id}` (masked only). */
export const accountChangeSchema = z.object({
  id: z.string(),
  /** ISO datetime */
  at: z.string(),
  /** Who changed it: the member themself or an admin. */
  by: z.object({ uid: z.string(), email: z.string(), role: z.enum(['user', 'admin']) }),
  ip: z.string(),
  userAgent: z.string(),
  old: z.object({ bank: z.string(), account: z.string() }),
  new: z.object({ bank: z.string(), account: z.string() }),
});
export type AccountChange = z.infer<typeof accountChangeSchema>;
