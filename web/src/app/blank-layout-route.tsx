import { Outlet } from 'react-router';
import { BlankLayout } from '../components/layouts/blank-layout';

export function BlankLayoutRoute() {
  return (
    <BlankLayout>
      <Outlet />
    </BlankLayout>
  );
}
