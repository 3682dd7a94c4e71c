/**
 * `npm run backfill:search [-- --project <id>]`
 * Sets the search tokens (functions/src/lib/search-tokens.ts) on every member and announcement
 * that lacks them or holds stale ones, e.g. documents written before the search index existed.
 * Walks each collection by cursor, 400 documents and at most one batch of 400 writes at a time.
 * Idempotent: run it again and it changes nothing. Prints how many documents of each kind it
 * looked at and changed. Without --project (or with a demo- one) it works on the running local
 * emulators. Exit code: 0 done, 2 error.
 */
import { parseArgs } from 'node:util';
import { printCounts } from './lib/account-script.js';
import { useProject } from './lib/target-project.js';

const { values } = parseArgs({ options: { project: { type: 'string' } } });
const { projectId, local } = await useProject(values.project);
// Imported after the environment is set: the admin app reads it when first used.
const { backfillMemberSearch } = await import('../functions/src/modules/users/backfill-search.js');
const { backfillAnnouncementSearch } =
  await import('../functions/src/modules/announcements/backfill-search.js');
try {
  const started = Date.now();
  const users = await backfillMemberSearch();
  const announcements = await backfillAnnouncementSearch();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  printCounts(
    `search backfill of ${projectId}${local ? ' (local emulators)' : ''}: ${seconds} s`,
    { users, announcements },
    'updated',
  );
  process.exit(0);
} catch (error) {
  console.error(`could not backfill the search tokens of ${projectId}: ${(error as Error).message}`);
  process.exit(2);
}
