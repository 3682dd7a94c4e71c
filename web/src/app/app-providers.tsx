import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { auth, firebaseApp } from '../lib/firebase';
import { usePreferences } from '../lib/preferences';
import { createAppTheme } from '../theme/theme';

/**
 * The theme, rebuilt only when a customizer colour or the skin changes, and reactfire's Firebase
 * app and Auth (the instance lib/firebase.ts initialises, with its persistence and emulator).
 * reactfire runs with suspense off: its suspense mode misbehaves with React 19, and the route
 * guards show their own progress bar while the sign-in state loads. The query cache is not here:
 * it is the lazy QueryLayer route (app/query-layer.tsx), so /login does not load it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
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
      <FirebaseAppProvider firebaseApp={firebaseApp} suspense={false}>
        <AuthProvider sdk={auth}>{children}</AuthProvider>
      </FirebaseAppProvider>
    </ThemeProvider>
  );
}
