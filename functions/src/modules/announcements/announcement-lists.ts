import type { Page } from '@settle/contract/paging';
import type {
  AdminAnnouncementListQuery,
  Announcement,
  AnnouncementListQuery,
} from '@settle/contract/announcements';
import type { Query } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { readPage, type ListOrder } from '../../lib/paging.js';
import { announcementMatches, searchQuery } from '../../lib/search-tokens.js';
import { toAnnouncementDto, type AnnouncementRecord } from './announcement-record.js';

/** Pinned ones first, then newest first; readPage adds the id so pages never overlap. */
const PINNED_THEN_NEWEST: ListOrder = [
  ['pinned', 'desc'],
  ['createdAt', 'desc'],
];

/**
 * One page of notices in list order, searched through the index (lib/search-tokens.ts): the
 * longest word of `q` is the `array-contains` token and the other words are checked on the
 * page's documents, so a page of a several-word search can come out shorter than its size (the
 * cursor still moves on correctly) and `total` counts the token's matches, an upper bound.
 * Every filter combination has its composite index (firestore.indexes.json).
 */
async function searchPage(
  source: Query,
  query: { q?: string | undefined; cursor?: string | undefined; pageSize: number },
): Promise<Page<Announcement>> {
  // The contract refuses a q without a 2-character word, so a null here means no search.
  const search = query.q ? searchQuery(query.q, 'announcement') : null;
  const base = search ? source.where('searchTokens', 'array-contains', search.token) : source;
  const page = await readPage(base, PINNED_THEN_NEWEST, query, (doc) => ({
    id: doc.id,
    record: doc.data() as AnnouncementRecord,
  }));
  const recheck = search?.recheck ?? [];
  return {
    ...page,
    items: page.items
      .filter((row) => recheck.length === 0 || announcementMatches(row.record, recheck))
      .map((row) => toAnnouncementDto(row.id, row.record)),
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
