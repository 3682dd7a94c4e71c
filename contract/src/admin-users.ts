import { z } from 'zod/mini';
import { lineText } from './text.js';
import { editableProfileFields, userSchema, userStatusSchema } from './users.js';

/** GET /admin/users query: search by name, email or phone; filter by status; server-side paging. */
export const adminUserListQuerySchema = z.strictObject({
  q: z.optional(lineText({ max: 100 })),
  status: z.optional(userStatusSchema),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  pageSize: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
});
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

/**
 * PATCH /admin/users/{id}: what an operator may correct. Never money or status. The fields
 * validate exactly as a member's own profile form (users.ts `editableProfileFields`).
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
