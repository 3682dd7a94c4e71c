import { Outlet } from 'react-router-dom';
import { BlankLayout } from '../components/layouts/blank-layout';

export function BlankLayoutRoute() {
  return (
    <BlankLayout>
      <Outlet />
    </BlankLayout>
  );
}
