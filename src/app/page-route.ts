import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { prefetchingLoader, type RoutePrefetch } from './route-data';

/**
 * A route screen module: its component and, for a data route, either the queries it starts with the route
 * (`prefetch`, not waited for) or a `loader` whose result the screen needs before it renders.
 */
type PageModule = { default: ComponentType } & ({ prefetch?: RoutePrefetch; loader?: never } | { loader: LoaderFunction; prefetch?: never });

/** A lazy route for a screen module. */
export type PageRoute = (load: () => Promise<PageModule>) => Pick<RouteObject, 'lazy'>;

type PageRouteOptions = {
  /** Whether a data route's loader starts its queries (the browser); the build's prerender runs them itself. */
  prefetching?: boolean;
  /** Every screen reads or writes server state (the back office), not only those that export `prefetch`. */
  everyScreenQueries?: boolean;
};

/**
 * Each screen is its own chunk. A screen that exports `prefetch` reads server state: it renders inside the
 * app's query cache (src/app/app-queries.tsx, loaded with it) and gets a loader that starts its queries as
 * soon as its module is there, before the first render. A screen that exports `loader` gets that one. Either
 * lives in the screen's own chunk, so the router reaches no feature, no admin code and no query cache.
 */
export function pageRoute({ prefetching = false, everyScreenQueries = false }: PageRouteOptions = {}): PageRoute {
  return (load) => ({
    lazy: async () => {
      const { default: Screen, prefetch, loader } = await load();
      if (!prefetch && !everyScreenQueries) return loader ? { Component: Screen, loader } : { Component: Screen };
      const { appQueryClient, withAppQueries } = await import('./app-queries');
      const Component = withAppQueries(Screen);
      if (prefetch) return { Component, loader: prefetchingLoader(prefetch, prefetching ? appQueryClient : undefined) };
      return loader ? { Component, loader } : { Component };
    },
  });
}
