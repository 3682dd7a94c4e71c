import type { DocumentData } from 'firebase-admin/firestore';
import { collections } from '../../lib/collections.js';
import { db } from '../../lib/firebase.js';
import { logger } from '../../lib/logger.js';
import { backfillSearchTokens, textOf, type BackfillCount } from '../../lib/search-backfill.js';
import { memberSearchTokens } from '../../lib/search-tokens.js';

/** A member document's tokens, from whatever it holds (a legacy one may lack a field). */
export function memberTokensOf(data: DocumentData): string[] {
  return memberSearchTokens({
    name: textOf(data, 'name'),
    email: textOf(data, 'email'),
    phone: textOf(data, 'phone'),
  });
}

/** `npm run backfill:search`, members: the search tokens of every profile, set where missing or stale. */
export async function backfillMemberSearch(): Promise<BackfillCount> {
  const count = await backfillSearchTokens(db().collection(collections.users), (data) =>
    memberSearchTokens({
      name: textOf(data, 'name'),
      email: textOf(data, 'email'),
      phone: textOf(data, 'phone'),
    }),
  );
  logger.info('users.search-backfilled', { ...count });
  return count;
}
