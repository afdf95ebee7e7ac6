import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router';

/**
 * What a data route's screen exports (docs/decisions/015-route-loaders.md): it starts, with
 * `queryClient.prefetchQuery` and the api files' `queryOptions`, the queries its components will read.
 */
export type RoutePrefetch = (queryClient: QueryClient, params: Params) => Promise<void>[];

/**
 * A loader that starts the route's queries in `queryClient()`'s cache and returns at once: navigation never
 * waits for data (each screen has its loading state), and a query already fresh in the cache is not fetched
 * again. Without a cache (the build's prerender, which runs the queries itself) nothing is fetched.
 */
export function prefetchingLoader(prefetch: RoutePrefetch, queryClient: (() => QueryClient) | undefined): LoaderFunction {
  return ({ params }) => {
    if (queryClient) void Promise.all(prefetch(queryClient(), params));
    return null;
  };
}
