import type { Announcement } from '@settle/contract/announcements';
import type { Timestamp } from 'firebase-admin/firestore';
import { announcementSearchTokens } from '../../lib/search-tokens.js';

/** `announcements/{id}`: a notice. `body` is plain text, stored exactly as the admin typed it. */
export interface AnnouncementRecord {
  title: string;
  body: string;
  pinned: boolean;
  published: boolean;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  createdBy: string;
  updatedBy: string;
  /**
   * The search index of title and body (lib/search-tokens.ts), rewritten with every write of
   * either. Absent on notices older than the index until `npm run backfill:search`.
   */
  searchTokens?: string[];
}

/** The `searchTokens` of a notice with this title and body, for the same write. */
export function announcementTokens(fields: Pick<AnnouncementRecord, 'title' | 'body'>): {
  searchTokens: string[];
} {
  return { searchTokens: announcementSearchTokens(fields) };
}

export function toAnnouncementDto(id: string, r: AnnouncementRecord): Announcement {
  return {
    id,
    title: r.title,
    body: r.body,
    pinned: r.pinned,
    published: r.published,
    createdAt: r.createdAt.toDate().toISOString(),
    updatedAt: r.updatedAt.toDate().toISOString(),
    createdBy: r.createdBy,
  };
}
