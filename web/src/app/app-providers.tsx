import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { onAuthStateChanged } from 'firebase/auth';
import { useEffect, useMemo, type ReactNode } from 'react';
import { auth } from '../lib/firebase';
import { usePreferences } from '../lib/preferences';
import { queryClient } from '../lib/query-client';
import { createAppTheme } from '../theme/theme';

/** Theme (rebuilt only when a customizer colour or the skin changes) and the query cache. */
export function AppProviders({ children }: { children: ReactNode }) {
  useClearCacheWhenUserChanges();
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
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
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
      if (uid !== undefined && next !== uid) queryClient.clear();
      uid = next;
    });
  }, []);
}
