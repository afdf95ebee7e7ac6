import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { prefetchingLoader, type RoutePrefetch } from './route-data';

/** A route screen module: its component and, for a data route, the queries it starts with the route. */
type PageModule = { default: React.ComponentType; prefetch?: RoutePrefetch };

/** A lazy route for a screen module. */
export type PageRoute = (load: () => Promise<PageModule>) => Pick<RouteObject, 'lazy'>;

/**
 * Each screen is its own chunk. A screen that exports `prefetch` gets a loader that starts its queries as
 * soon as its module is there, before the first render; the loader lives in the screen's own chunk, so
 * the router reaches no feature and no admin code. `queryClient` is the app's cache; the prerender passes
 * none and fetches nothing.
 */
export function pageRoute(queryClient?: QueryClient): PageRoute {
  return (load) => ({
    lazy: async () => {
      const { default: Component, prefetch } = await load();
      return prefetch ? { Component, loader: prefetchingLoader(prefetch, queryClient) } : { Component };
    },
  });
}
