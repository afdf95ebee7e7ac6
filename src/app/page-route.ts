import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router';
import { prefetchingLoader, type RoutePrefetch } from './route-data';

/**
 * A route screen module: its component and, for a data route, either the queries it starts with the route
 * (`prefetch`, not waited for) or a `loader` whose result the screen needs before it renders.
 */
type PageModule = { default: React.ComponentType } & ({ prefetch?: RoutePrefetch; loader?: never } | { loader: LoaderFunction; prefetch?: never });

/** A lazy route for a screen module. */
export type PageRoute = (load: () => Promise<PageModule>) => Pick<RouteObject, 'lazy'>;

/**
 * Each screen is its own chunk. A screen that exports `prefetch` gets a loader that starts its queries as
 * soon as its module is there, before the first render; a screen that exports `loader` gets that one. Either
 * lives in the screen's own chunk, so the router reaches no feature and no admin code. `queryClient` is the
 * app's cache; the prerender passes none and fetches nothing.
 */
export function pageRoute(queryClient?: QueryClient): PageRoute {
  return (load) => ({
    lazy: async () => {
      const { default: Component, prefetch, loader } = await load();
      if (prefetch) return { Component, loader: prefetchingLoader(prefetch, queryClient) };
      return loader ? { Component, loader } : { Component };
    },
  });
}
