import { pageWithTotalsSchema, pagingFields } from './paging.js';
import { z } from 'zod/mini';
import { exportFields, reasonForExport } from './export-reason.js';
import { lineText, multilineText } from './text.js';
import { accountChangeSchema, userSchema, userStatusSchema } from './users.js';
import { editableProfileFields } from './member-profile.js';

/** GET /admin/users query: search by name, email or phone; filter by status; server-side paging. */
export const adminUserListQuerySchema = z
  .strictObject({
    q: z.optional(lineText({ max: 100 })),
    status: z.optional(userStatusSchema),
    ...pagingFields,
    /** `csv` or `xlsx`: every member matching q and status, a download of personal data (needs `reason`). */
    ...exportFields,
  })
  .check(reasonForExport());
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

/** A member as admins see it: everything a member sees plus role and dates. */
export const adminUserSchema = z.extend(userSchema, {
  role: z.enum(['admin', 'user']),
  /** ISO datetime */
  createdAt: z.string(),
  /** ISO datetime, null while never activated */
  activatedAt: z.nullable(z.string()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /admin/users: a page of members; the first page also sums the filtered members' assets. */
export const adminUserPageSchema = pageWithTotalsSchema(adminUserSchema, z.object({ assets: z.number() }));
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/**
 * GET /admin/users/{id} (회원 상세): the member with the full account number (decrypted for this
 * read, which the access record notes), the payout-account history and who else uses the same
 * account (found by its keyed hash, never by the number).
 */
export const adminUserDetailSchema = z.object({
  user: z.extend(adminUserSchema, {
    /** The full account number ('' when not registered). */
    accountNumber: z.string(),
    /** ISO datetime of the last payout-account change; null when never changed. */
    accountChangedAt: z.nullable(z.string()),
    deactivatedAt: z.nullable(z.string()),
    /**
     * The refusal of the sign-up, kept after a later activation as history: reason, when
     * (ISO datetime) and the operator who refused it. null when never rejected.
     */
    rejected: z.nullable(
      z.object({ reason: z.string(), at: z.string(), by: z.object({ uid: z.string(), email: z.string() }) }),
    ),
  }),
  accountHistory: z.array(accountChangeSchema),
  /** Other members registered with the same bank account. */
  sameAccountMembers: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/**
 * PATCH /admin/users/{id}: what an operator may correct. Never money or status. The fields
 * validate exactly as a member's own profile form (member-profile.ts `editableProfileFields`).
 */
export const adminUpdateUserSchema = z
  .partial(
    z.strictObject({
      name: editableProfileFields.name,
      phone: editableProfileFields.phone,
      bank: editableProfileFields.bank,
      account: editableProfileFields.account,
    }),
  )
  .check(z.refine((body) => Object.keys(body).length > 0, { message: '변경할 항목이 없습니다.' }));
export type AdminUpdateUserInput = z.output<typeof adminUpdateUserSchema>;

/** The longest 반려 사유 (the member reads it on their waiting screen). */
export const REJECT_REASON_MAX = 200;

/**
 * POST /admin/users/{id}/reject (issue 16): an operator refuses a pending sign-up with a reason
 * the person reads on their waiting screen. Text policy: several lines, NFC, trimmed.
 */
export const rejectUserSchema = z.strictObject({
  reason: multilineText({ max: REJECT_REASON_MAX }).check(z.minLength(1, '반려 사유를 입력해 주세요.')),
});
export type RejectUserInput = z.output<typeof rejectUserSchema>;

/**
 * POST /admin/users/{id}/secondFactor/reset: another admin cleared the user's enrolled second
 * factors and signed them out everywhere (issue 16); they enrol again at their next sign-in.
 */
export const secondFactorResetSchema = z.object({
  id: z.string(),
  /** How many enrolled factors were removed (0: there was none; the sign-out still happened). */
  removedFactors: z.number().check(z.int(), z.gte(0)),
});
export type SecondFactorReset = z.infer<typeof secondFactorResetSchema>;
