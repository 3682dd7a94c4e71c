import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { onAuthStateChanged } from 'firebase/auth';
import { Outlet } from 'react-router-dom';
import { auth } from '../lib/firebase';
import { queryClient } from '../lib/query-client';
import { createSessionPersister, persistOptions } from '../lib/query-persistence';

/**
 * The query cache and its session-storage copy, for the routes that call the API: the signed-in
 * area and sign-up. A lazy route of its own, so /login (Firebase Auth only) does not download
 * TanStack Query; the router loads it beside the other lazy modules of the route.
 */

/** The GET answers kept in this tab's session storage, for the signed-in account only. */
const persister = createSessionPersister({
  storage: () => window.sessionStorage,
  owner: () => auth.currentUser?.uid ?? null,
  ownerReady: () => auth.authStateReady(),
});

/**
 * The buster is this chunk's URL. Its hashed name changes with every build that changes any
 * code: Rollup's hash covers the chunks it imports, and it imports the entry chunk, whose
 * content names every route chunk. A copy written by an older build (answers of another shape)
 * is discarded.
 */
const PERSIST_OPTIONS = persistOptions(persister, import.meta.url);

// For the rest of the page's life once loaded (not only while a route below is shown):
//
// Query keys do not carry the uid, so answers cached for one account must never be shown to the
// next. The logout button clears the cache itself; this covers sign-outs it does not see (another
// tab, a revoked session), also while /login is shown. Before this module loads there is no
// cache to clear.
let cachedFor: string | null | undefined;
onAuthStateChanged(auth, (user) => {
  const next = user?.uid ?? null;
  if (cachedFor !== undefined && next !== cachedFor) {
    // The stored copy goes too, so a reload cannot bring the previous account's answers back.
    persister.removeClient();
    queryClient.clear();
  }
  cachedFor = next;
});
// The copy is written at most once a second; a reload or tab close writes the last changes.
window.addEventListener('pagehide', persister.flush);

/** spec §7: cached answers show at once (restored from session storage first) and are refetched. */
export function QueryLayer() {
  return (
    <PersistQueryClientProvider client={queryClient} persistOptions={PERSIST_OPTIONS}>
      <Outlet />
    </PersistQueryClientProvider>
  );
}
