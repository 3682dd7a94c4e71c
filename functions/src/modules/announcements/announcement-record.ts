import type { Announcement } from '@settle/contract/announcements';
import type { Timestamp } from 'firebase-admin/firestore';

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
