import { hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * The data a prerendered page was rendered with (scripts/prerender.ts writes it as JSON next to #root),
 * into the cache before the first render, so hydration renders the same content. The snapshot is as old
 * as the build, which may be seconds or days, so every query it holds is marked stale at once: each
 * screen refetches it in the background when it mounts, and newer content shows in place
 * (docs/decisions/028-prerendering-with-data.md).
 */
export function adoptPageData(queryClient: QueryClient, json: string | null | undefined): void {
  if (!json) return;
  try {
    hydrate(queryClient, JSON.parse(json));
  } catch (error) {
    console.warn('Ignoring unreadable prerendered data', error);
    return;
  }
  void queryClient.invalidateQueries({ refetchType: 'none' });
}
