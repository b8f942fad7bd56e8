import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';

import { reloadForStaleChunk } from './stale-chunk';

/** What the route's `lazy` resolves to: its component, or the failure its error boundary shows. */
export type LazyRoute = Pick<RouteObject, 'Component' | 'loader'>;

/**
 * A route's module, loaded lazily, for a data router's `lazy`. It never rejects: when `lazy` rejects,
 * react-router keeps the route "not loaded yet" and renders nothing below the nearest route with a hydrate
 * fallback, so a chunk that a newer deployment removed (or a network failure) left a blank screen. A failed
 * import becomes a loader instead, which first loads the page the user was going to afresh (once:
 * stale-chunk.ts), and otherwise throws the failure for the route's error boundary (RouteErrorPage, with Reload).
 */
export async function lazyRoute(
  load: () => Promise<{ default: ComponentType }>,
  reload: (url: string) => boolean = reloadForStaleChunk,
): Promise<LazyRoute> {
  try {
    return { Component: (await load()).default };
  } catch (error) {
    const fail = () => {
      throw error;
    };
    return {
      loader: ({ request }: LoaderFunctionArgs) => {
        // The request's URL, not the window's: during a navigation the address bar still shows the old page.
        // Never settles when reloading: the page is being replaced.
        if (reload(request.url)) return new Promise<never>(() => {});
        return fail();
      },
      // Never rendered (the loader's error puts the boundary in its place); it only says the route has a view.
      Component: fail,
    };
  }
}
