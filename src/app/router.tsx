import type { RouteObject } from 'react-router';

import { PageSpinner } from '@/components/feedback/PageSpinner';
import { paths } from '@/config/paths';

import {
  HomeRedirect,
  RequireAdministrator,
  RequireShownForAppType,
  RequireSignedIn,
  RequireSignedOut,
  RequireSignUpEnabled,
  UnknownPathRedirect,
} from './guards';
import { PublicLayout } from './layout/PublicLayout';
import { RootLayout } from './layout/RootLayout';
import { lazyRoute } from './lazy-route';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { type Access, type RouteEntry, type RouteHandle, routeTable } from './routes';

const underDevelopment = () => import('./pages/UnderDevelopmentPage');

function toRoute(entry: RouteEntry): RouteObject {
  const load = entry.page ?? underDevelopment;
  const handle: RouteHandle = { title: entry.title, help: entry.help };
  const route: RouteObject = {
    path: entry.path,
    handle,
    errorElement: <RouteErrorPage />,
    lazy: () => lazyRoute(load),
  };
  const guarded: RouteObject = { element: <RequireShownForAppType path={entry.path} />, children: [route] };
  return entry.path === paths.signUp.path
    ? { element: <RequireSignUpEnabled />, children: [guarded] }
    : guarded;
}

const routesWith = (access: Access) => routeTable.filter((entry) => entry.access === access).map(toRoute);

/** The whole route tree: guards as layout routes around the route table (spec 1 §2). */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      // Shown while the first route's lazy module loads.
      hydrateFallbackElement: <PageSpinner />,
      children: [
        { path: paths.root.path, element: <HomeRedirect /> },
        {
          element: <RequireSignedOut />,
          children: [{ element: <PublicLayout />, children: routesWith('public') }],
        },
        {
          element: <RequireSignedIn />,
          children: [
            {
              // The signed-in shell is its own chunk: the sign-in page does not pay for drawers and menus.
              // Its error boundary is the root's: a shell that cannot load shows the error page on its own.
              lazy: () => lazyRoute(async () => ({ default: (await import('./layout/AppShell')).AppShell })),
              children: [
                ...routesWith('private'),
                { element: <RequireAdministrator />, children: routesWith('admin') },
              ],
            },
          ],
        },
        { path: '*', element: <UnknownPathRedirect /> },
      ],
    },
  ];
}
