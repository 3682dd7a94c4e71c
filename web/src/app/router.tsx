import { createBrowserRouter } from 'react-router';
import { TopProgress } from '../components/top-progress';
import { GuestOnly } from '../features/auth/components/guest-only';
import { RequireAuth } from '../features/auth/components/require-auth';
import { BlankLayoutRoute } from './blank-layout-route';
import { RootRoute } from './root-route';

/**
 * Routes (spec §2). Pages and the signed-in shell load lazily, so the first JS stays small;
 * the router holds the navigation in `loading` meanwhile and RootRoute shows the progress bar.
 */
export const router = createBrowserRouter([
  {
    Component: RootRoute,
    HydrateFallback: TopProgress,
    children: [
      {
        Component: BlankLayoutRoute,
        children: [
          {
            Component: GuestOnly,
            children: [
              // PUBLIC SIGN-UP ROUTES (issue 3: /two-steps, /register) go next to /login.
              {
                path: 'login',
                lazy: async () => ({
                  Component: (await import('../features/auth/pages/login-page')).LoginPage,
                }),
              },
            ],
          },
          {
            path: 'pages/misc/not-found/*',
            lazy: async () => ({
              Component: (await import('../features/errors/pages/not-found-page')).NotFoundPage,
            }),
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('../features/errors/pages/not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
      {
        Component: RequireAuth,
        children: [
          {
            lazy: async () => ({
              Component: (await import('./default-layout-route')).DefaultLayoutRoute,
            }),
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await import('../features/home/pages/home-page')).HomePage,
                }),
              },
              // MEMBER ROUTES (issue 3: /setting/id, /setting/app, …) go here.
              // ADMIN ROUTES (issue 3: /admin/verification, /admin/user) go here, inside a RequireAdmin guard.
            ],
          },
        ],
      },
    ],
  },
]);
