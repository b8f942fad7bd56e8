import type { RouteObject } from 'react-router';

import { PageSpinner } from '@/components/feedback/PageSpinner';
import { paths } from '@/config/paths';
import type { Feature } from '@/lib/redux/feature';

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
import type { RouteHandle } from './route-handle';
import { type Access, type RouteEntry, type RouteModule, routeTable } from './routes';
import type { FeatureRegistry } from './store';

const underDevelopment = () => import('./pages/UnderDevelopmentPage');

/**
 * A route module's loader that first registers the features the module declares (`export const features`):
 * their slices join the store and their sagas start before the route renders, so its page never dispatches
 * before its saga listens.
 */
const registering =
  (features: FeatureRegistry | undefined, load: () => Promise<RouteModule>) => async () => {
    const module = await load();
    for (const feature of module.features ?? []) features?.add(feature);
    return module;
  };

function toRoute(entry: RouteEntry, features?: FeatureRegistry): RouteObject {
  const load = registering(features, entry.page ?? underDevelopment);
  const handle: RouteHandle = {
    title: entry.title,
    help: entry.help,
    ...(entry.setupReminder ? { setupReminder: true } : {}),
  };
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

/**
 * The whole route tree: guards as layout routes around the route table (spec 1 §2). `features` is the store's
 * registry: the signed-in shell and each route register their features with it as their modules load.
 */
export function createRoutes(features?: FeatureRegistry): RouteObject[] {
  const routesWith = (access: Access) =>
    routeTable.filter((entry) => entry.access === access).map((entry) => toRoute(entry, features));
  const shell = async () => {
    const { AppShell, shellFeatures } = await import('./layout/AppShell');
    return { default: AppShell, features: shellFeatures as readonly Feature[] };
  };
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
              lazy: () => lazyRoute(registering(features, shell)),
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
