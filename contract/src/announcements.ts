import { z } from 'zod';
import { pagingFields } from './paging.js';

/**
 * 공지사항 (PRODUCT.md Lifecycle 9): title, body, pinned, published. The body is plain text: it
 * is stored as typed and every screen renders it as text (never as HTML).
 */
export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The admin who wrote it (uid). */
  createdBy: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const ANNOUNCEMENT_TITLE_MAX = 100;
export const ANNOUNCEMENT_BODY_MAX = 10_000;

const announcementFields = {
  title: z.string().trim().min(1, '입력해 주세요.').max(ANNOUNCEMENT_TITLE_MAX),
  // Not trimmed: leading spaces and blank lines are part of the text's layout.
  body: z
    .string()
    .max(ANNOUNCEMENT_BODY_MAX)
    .refine((v) => v.trim() !== '', '입력해 주세요.'),
  pinned: z.boolean(),
  published: z.boolean(),
};

/** POST /admin/announcements */
export const createAnnouncementSchema = z
  .object({
    title: announcementFields.title,
    body: announcementFields.body,
    pinned: announcementFields.pinned.default(false),
    published: announcementFields.published.default(true),
  })
  .strict();
export type CreateAnnouncementInput = z.output<typeof createAnnouncementSchema>;

/** PATCH /admin/announcements/{id}: any of the fields, at least one. */
export const updateAnnouncementSchema = z
  .object(announcementFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: '변경할 항목이 없습니다.' });
export type UpdateAnnouncementInput = z.output<typeof updateAnnouncementSchema>;

const searchField = z.string().trim().max(100).optional();

/** GET /announcements: published ones, pinned first then newest; `q` searches title and body. */
export const announcementListQuerySchema = z.object({ q: searchField, ...pagingFields }).strict();
export type AnnouncementListQuery = z.output<typeof announcementListQuerySchema>;

/** GET /admin/announcements: every one, optionally only published or only hidden ones. */
export const adminAnnouncementListQuerySchema = z
  .object({
    q: searchField,
    published: z.enum(['true', 'false']).optional(),
    ...pagingFields,
  })
  .strict();
export type AdminAnnouncementListQuery = z.output<typeof adminAnnouncementListQuerySchema>;
