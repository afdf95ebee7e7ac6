import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { afterPageLoad } from '@/lib/after-page-load';

/**
 * The data a prerendered page was rendered with (scripts/prerender.ts writes it as JSON next to #root),
 * into the cache before the first render, so hydration renders the same content. The snapshot is as old
 * as the build, which may be seconds or days: it counts as fresh until the page has loaded (so the
 * refresh does not compete with the page's largest image for the network) and is then marked stale,
 * which refetches what the screen shows in the background; newer content shows in place
 * (docs/decisions/028-prerendering-with-data.md).
 */
export function adoptPageData(queryClient: QueryClient, json: string | null | undefined): void {
  if (!json) return;
  let snapshot: DehydratedState;
  try {
    snapshot = JSON.parse(json) as DehydratedState;
    hydrate(queryClient, snapshot);
  } catch (error) {
    console.warn('Ignoring unreadable prerendered data', error);
    return;
  }
  const adoptedAt = Date.now();
  for (const { queryKey } of snapshot.queries) queryClient.setQueryData(queryKey, (data: unknown) => data, { updatedAt: adoptedAt });
  afterPageLoad(() => {
    for (const { queryKey } of snapshot.queries) void queryClient.invalidateQueries({ queryKey, exact: true });
  });
}
