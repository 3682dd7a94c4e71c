import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { backfillSearchTokens, textOf, type BackfillCount } from '../../lib/search-backfill.js';
import { announcementSearchTokens } from '../../lib/search-tokens.js';

/** `npm run backfill:search`, notices: the search tokens of every one, set where missing or stale. */
export async function backfillAnnouncementSearch(): Promise<BackfillCount> {
  const count = await backfillSearchTokens(db().collection(collections.announcements), (data) =>
    announcementSearchTokens({ title: textOf(data, 'title'), body: textOf(data, 'body') }),
  );
  logger.info('announcements.search-backfilled', { ...count });
  return count;
}
