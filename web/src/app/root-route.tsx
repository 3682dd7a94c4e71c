import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { TopProgress } from '../components/top-progress';

/** Wraps every route: the progress bar while a lazy page or navigation is pending. */
export function RootRoute() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && <TopProgress />}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
