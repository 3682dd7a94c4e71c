import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { usePreferences } from '../lib/preferences';
import { createAppTheme } from '../theme/theme';

/**
 * The theme, rebuilt only when a customizer colour or the skin changes. reactfire's providers and
 * the query cache are not here: they are lazy layout routes (app/firebase-binding.tsx,
 * app/query-layer.tsx), so /login loads neither.
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
      {children}
    </ThemeProvider>
  );
}
