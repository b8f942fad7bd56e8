import type { ReactNode } from 'react';
import { createBrowserRouter, createMemoryRouter } from 'react-router';

import type { ActiveTenant } from '@/config/tenant-context';
import { appStarted, authFeature, SESSION_EXPIRED_MESSAGE, signOutRequested } from '@/features/auth';
import { notificationsFeature } from '@/features/notifications';
import { createServices, type Timings } from '@/services';

import { AppProvider } from './provider';
import { createRoutes } from './router';
import { type AppStore, createStore } from './store';

export { SESSION_EXPIRED_MESSAGE };

/**
 * Wires one page of the portal: services from the tenant config, the store with its sagas, the router. The
 * browser entry and the integration tests both start the app through here, so tests run the real thing.
 */
export function bootstrapApp(options: {
  tenant: ActiveTenant;
  initialEntries?: string[];
  extras?: ReactNode;
  /** Tests only (tests/render.tsx): production waits the spec's values. */
  timings?: Timings;
  /** The demo's emulated cloud, still starting (main.tsx): no request leaves before it resolves. */
  cloudReady?: Promise<unknown>;
}) {
  // The services need to reach the store, which needs the services: the callback looks it up when called.
  const storeRef: { current?: AppStore } = {};
  const routerRef: { current?: ReturnType<typeof createBrowserRouter> } = {};
  const services = createServices(options.tenant.config, {
    // The notice follows the sign-out: signing out resets every slice, the pending toasts included.
    onSessionExpired: () => {
      // A call still in flight when the user signed out answers 401 too: that is no expired session. Before
      // the user is authenticated, the session check and the sign-in handle a refused session themselves.
      if (storeRef.current?.getState().auth.status !== 'authenticated') return;
      // Signing in again returns to this page, where its form's draft waits (issue 21 §4.5).
      const location = routerRef.current?.state.location;
      storeRef.current.dispatch(
        signOutRequested({
          notice: SESSION_EXPIRED_MESSAGE,
          ...(location ? { returnTo: `${location.pathname}${location.search}${location.hash}` } : {}),
        }),
      );
    },
  }, options.timings, options.cloudReady);
  // The first screen's features; the signed-in shell and each route register theirs as they load.
  const created = createStore(services, [authFeature, notificationsFeature]);
  const store = (storeRef.current = created.store);
  const routes = createRoutes(created.features);
  const router = (routerRef.current = options.initialEntries
    ? createMemoryRouter(routes, { initialEntries: options.initialEntries })
    : createBrowserRouter(routes));
  store.dispatch(appStarted());
  const element = (
    <AppProvider tenant={options.tenant} store={store} router={router} extras={options.extras} />
  );
  return { store, router, services, element, rootTask: created.rootTask, features: created.features };
}
