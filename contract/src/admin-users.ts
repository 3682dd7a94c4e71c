import { z } from 'zod';
import { editableProfileFields, userSchema, userStatusSchema } from './users.js';

/** GET /admin/users query: search by name, email or phone; filter by status; server-side paging. */
export const adminUserListQuerySchema = z
  .object({
    q: z.string().trim().max(100).optional(),
    status: userStatusSchema.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .strict();
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

/** A member as admins see it: everything a member sees plus role and dates. */
export const adminUserSchema = userSchema.extend({
  role: z.enum(['admin', 'user']),
  /** ISO datetime */
  createdAt: z.string(),
  /** ISO datetime, null while never activated */
  activatedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/**
 * PATCH /admin/users/{id}: what an operator may correct. Never money or status. The fields
 * validate exactly as a member's own profile form (users.ts `editableProfileFields`).
 */
export const adminUpdateUserSchema = z
  .object({
    name: editableProfileFields.name,
    phone: editableProfileFields.phone,
    bank: editableProfileFields.bank,
    account: editableProfileFields.account,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: '변경할 항목이 없습니다.' });
export type AdminUpdateUserInput = z.output<typeof adminUpdateUserSchema>;
