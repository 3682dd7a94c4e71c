import type { Page } from '@settle/contract/paging';
import type {
  AdminAnnouncementListQuery,
  Announcement,
  AnnouncementListQuery,
} from '@settle/contract/announcements';
import type { Query } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { toAnnouncementDto, type AnnouncementRecord } from './announcement-record.js';

interface Row {
  id: string;
  record: AnnouncementRecord;
}

function matches({ record }: Row, q: string): boolean {
  const needle = q.toLowerCase();
  return record.title.toLowerCase().includes(needle) || record.body.toLowerCase().includes(needle);
}

/** Pinned ones first, then newest first; the id breaks ties so pages never overlap. */
function byPinnedThenNewest(a: Row, b: Row): number {
  return (
    Number(b.record.pinned) - Number(a.record.pinned) ||
    b.record.createdAt.toMillis() - a.record.createdAt.toMillis() ||
    a.id.localeCompare(b.id)
  );
}

/**
 * Firestore has no "contains" query, so the set is read, searched, sorted and paged in memory:
 * fine at this product's scale (one operator's notices, tens to a few hundred). It also means
 * the `published` filter needs no composite (published, pinned, createdAt) index. Past
 * thousands of notices this wants a search index and ordered queries instead.
 */
async function searchPage(
  source: Query,
  query: { q?: string | undefined; cursor?: string | undefined; pageSize: number },
): Promise<Page<Announcement>> {
  const snap = await source.get();
  const q = query.q ?? '';
  const rows = snap.docs
    .map((doc) => ({ id: doc.id, record: doc.data() as AnnouncementRecord }))
    .filter((row) => q === '' || matches(row, q))
    .sort(byPinnedThenNewest);
  const start = query.cursor ? Number(query.cursor) : 0;
  const end = start + query.pageSize;
  return {
    items: rows.slice(start, end).map((row) => toAnnouncementDto(row.id, row.record)),
    total: rows.length,
    pageSize: query.pageSize,
    nextCursor: end < rows.length ? String(end) : null,
  };
}

const announcements = () => db().collection(collections.announcements);

/** GET /announcements: the published ones only. */
export function listPublishedAnnouncements(query: AnnouncementListQuery): Promise<Page<Announcement>> {
  return searchPage(announcements().where('published', '==', true), query);
}

/** GET /admin/announcements: every one, or only the published or only the hidden ones. */
export function listAllAnnouncements(query: AdminAnnouncementListQuery): Promise<Page<Announcement>> {
  const source: Query =
    query.published === undefined
      ? announcements()
      : announcements().where('published', '==', query.published === 'true');
  return searchPage(source, query);
}
