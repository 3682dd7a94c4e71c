import type { Page } from '@settle/contract/paging';
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

/**
 * One page of an ordered query and the size of the whole set (a count aggregation: one read
 * per 1,000 index entries). Offset paging reads the skipped documents too, which is fine for
 * people paging through lists; exports walk the set with cursors instead (`forEachDoc`).
 */
export async function readPage<T>(
  query: Query,
  paging: { page: number; pageSize: number },
  toItem: (doc: QueryDocumentSnapshot) => T,
): Promise<Page<T>> {
  const [count, snap] = await Promise.all([
    query.count().get(),
    query
      .offset((paging.page - 1) * paging.pageSize)
      .limit(paging.pageSize)
      .get(),
  ]);
  return { items: snap.docs.map(toItem), total: count.data().count, page: paging.page, pageSize: paging.pageSize };
}

/** Every document of an ordered query, in chunks of `chunk`, by cursor (exports, audits). */
export async function forEachDoc(
  query: Query,
  visit: (doc: QueryDocumentSnapshot) => void | Promise<void>,
  chunk = 1000,
): Promise<void> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snap = await (last ? query.startAfter(last) : query).limit(chunk).get();
    for (const doc of snap.docs) await visit(doc);
    if (snap.size < chunk) return;
    last = snap.docs[snap.docs.length - 1];
  }
}
