import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { onAuthStateChanged } from 'firebase/auth';
import { useEffect, useMemo, type ReactNode } from 'react';
import { auth } from '../lib/firebase';
import { usePreferences } from '../lib/preferences';
import { queryClient } from '../lib/query-client';
import { createSessionPersister, persistOptions } from '../lib/query-persistence';
import { createAppTheme } from '../theme/theme';

/** The GET answers kept in this tab's session storage, for the signed-in account only. */
const persister = createSessionPersister({
  storage: () => window.sessionStorage,
  owner: () => auth.currentUser?.uid ?? null,
  ownerReady: () => auth.authStateReady(),
});

/**
 * This module's URL is the entry chunk's, whose hashed name changes with every build that
 * changes any code: a copy written by an older build (answers of another shape) is discarded.
 */
const PERSIST_OPTIONS = persistOptions(persister, import.meta.url);

/**
 * Theme (rebuilt only when a customizer colour or the skin changes) and the query cache, restored
 * from session storage first (spec §7: cached answers show at once and are refetched).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  useClearCacheWhenUserChanges();
  useFlushCacheCopyOnPageHide();
  const primaryLight = usePreferences((p) => p.primaryLight);
  const primaryDark = usePreferences((p) => p.primaryDark);
  const skin = usePreferences((p) => p.skin);
  const theme = useMemo(
    () => createAppTheme({ primaryLight, primaryDark, skin }),
    [primaryLight, primaryDark, skin],
  );
  return (
    <ThemeProvider theme={theme} defaultMode="light" disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <PersistQueryClientProvider client={queryClient} persistOptions={PERSIST_OPTIONS}>
        {children}
      </PersistQueryClientProvider>
    </ThemeProvider>
  );
}

/**
 * Query keys do not carry the uid, so answers cached for one account must never be shown to
 * the next: the logout button clears the cache itself, and this covers sign-outs it does not
 * see (another tab, a revoked session).
 */
function useClearCacheWhenUserChanges() {
  useEffect(() => {
    let uid: string | null | undefined;
    return onAuthStateChanged(auth, (user) => {
      const next = user?.uid ?? null;
      if (uid !== undefined && next !== uid) {
        // The stored copy goes too, so a reload cannot bring the previous account's answers back.
        persister.removeClient();
        queryClient.clear();
      }
      uid = next;
    });
  }, []);
}

/** The copy is written at most once a second; a reload or tab close writes the last changes. */
function useFlushCacheCopyOnPageHide() {
  useEffect(() => {
    window.addEventListener('pagehide', persister.flush);
    return () => window.removeEventListener('pagehide', persister.flush);
  }, []);
}
