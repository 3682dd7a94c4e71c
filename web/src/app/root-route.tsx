import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useNavigation } from 'react-router-dom';
import { TopProgress } from '../components/top-progress';
import { useConnectivityNotice } from '../lib/use-connectivity-notice';
import { useScrollOnNavigate } from '../lib/use-scroll-on-navigate';

// The snackbar's code stays out of the first JS and is fetched once the page is idle — before
// the connection can drop, since a notice about being offline cannot be downloaded offline.
const loadSnackbar = () => import('../components/connectivity-snackbar');
const ConnectivitySnackbar = lazy(() => loadSnackbar().then((m) => ({ default: m.ConnectivitySnackbar })));
const PRELOAD_AFTER_MS = 2_000;

/**
 * Wraps every route: the progress bar while a lazy page or navigation is pending, the scroll
 * rules after a navigation, and the offline / back-online notices (spec §2, §4).
 */
export function RootRoute() {
  const navigation = useNavigation();
  useScrollOnNavigate();
  const [notice, dismiss] = useConnectivityNotice();
  const [noticeSeen, setNoticeSeen] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => void loadSnackbar().catch(() => undefined), PRELOAD_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (notice !== null && !noticeSeen) setNoticeSeen(true);
  return (
    <>
      {navigation.state !== 'idle' && <TopProgress />}
      <Outlet />
      {noticeSeen && (
        <Suspense fallback={null}>
          <ConnectivitySnackbar notice={notice} onClose={dismiss} />
        </Suspense>
      )}
    </>
  );
}
