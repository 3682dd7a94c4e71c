import { z } from 'zod/mini';
import { pagingFields } from './paging.js';
import { lineText, multilineText } from './text.js';

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
  title: lineText({ max: ANNOUNCEMENT_TITLE_MAX }).check(z.minLength(1, '입력해 주세요.')),
  // Not trimmed: leading spaces and blank lines are part of the text's layout.
  body: multilineText({ max: ANNOUNCEMENT_BODY_MAX, trim: false }).check(
    z.refine((v) => v.trim() !== '', '입력해 주세요.'),
  ),
  pinned: z.boolean(),
  published: z.boolean(),
};

/** POST /admin/announcements */
export const createAnnouncementSchema = z.strictObject({
  title: announcementFields.title,
  body: announcementFields.body,
  pinned: z._default(announcementFields.pinned, false),
  published: z._default(announcementFields.published, true),
});
export type CreateAnnouncementInput = z.output<typeof createAnnouncementSchema>;

/** PATCH /admin/announcements/{id}: any of the fields, at least one. */
export const updateAnnouncementSchema = z
  .partial(z.strictObject(announcementFields))
  .check(z.refine((body) => Object.keys(body).length > 0, { message: '변경할 항목이 없습니다.' }));
export type UpdateAnnouncementInput = z.output<typeof updateAnnouncementSchema>;

/**
 * A notice search looks up its longest word in the index of 2–6 character word pieces
 * (functions/src/lib/search-tokens.ts): a query needs one word (letters or digits) of 2
 * characters. Word characters are counted as code points, as the index stores them.
 */
const searchField = z.optional(
  lineText({ max: 100 }).check(
    z.refine(
      (q) => q.split(/[^\p{L}\p{M}\p{N}]+/u).some((word) => Array.from(word).length >= 2),
      '2자 이상 입력해 주세요.',
    ),
  ),
);

/** GET /announcements: published ones, pinned first then newest; `q` searches title and body. */
export const announcementListQuerySchema = z.strictObject({ q: searchField, ...pagingFields });
export type AnnouncementListQuery = z.output<typeof announcementListQuerySchema>;

/** GET /admin/announcements: every one, optionally only published or only hidden ones. */
export const adminAnnouncementListQuerySchema = z.strictObject({
  q: searchField,
  published: z.optional(z.enum(['true', 'false'])),
  ...pagingFields,
});
export type AdminAnnouncementListQuery = z.output<typeof adminAnnouncementListQuerySchema>;
