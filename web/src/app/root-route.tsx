import { Outlet, useNavigation } from 'react-router';
import { ConnectivitySnackbar } from '../components/connectivity-snackbar';
import { TopProgress } from '../components/top-progress';
import { useScrollOnNavigate } from '../lib/use-scroll-on-navigate';

/**
 * Wraps every route: the progress bar while a lazy page or navigation is pending, the scroll
 * rules after a navigation, and the offline / back-online notices (spec §2, §4).
 */
export function RootRoute() {
  const navigation = useNavigation();
  useScrollOnNavigate();
  return (
    <>
      {navigation.state !== 'idle' && <TopProgress />}
      <Outlet />
      <ConnectivitySnackbar />
    </>
  );
}
