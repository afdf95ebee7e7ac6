import { lazy, Suspense, useCallback, useState, type RefCallback } from 'react';
import type { SitesMapProps } from './SitesMap';

const SitesMap = lazy(() => import('./SitesMap'));

/** How far below the screen the map starts loading, so a visitor scrolling to it rarely sees the placeholder. */
const NEAR_VIEWPORT = '400px';

/**
 * False in the prerender and while hydrating; true once the element is on screen or within NEAR_VIEWPORT of
 * it (at once where the browser has no IntersectionObserver), and then for good.
 */
function useNearViewport(): [RefCallback<HTMLElement>, boolean] {
  const [near, setNear] = useState(false);
  const observe = useCallback(
    (element: HTMLElement | null) => {
      if (!element || near) return;
      if (typeof IntersectionObserver === 'undefined') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        { rootMargin: NEAR_VIEWPORT },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [observe, near];
}

/**
 * The map, fetched only in the browser once it is near the screen: its code (Leaflet, clustering, about 60 KB)
 * is never part of the first load, a phone that shows it below the list loads it only when the visitor
 * scrolls towards it, and the prerender (no window) renders the placeholder.
 */
export function LazyMap(props: SitesMapProps & { className?: string }) {
  const { className = 'h-96', ...mapProps } = props;
  const [observe, near] = useNearViewport();
  const placeholder = <div className="h-full w-full rounded-xl bg-slate-100" aria-hidden="true" />;
  return (
    // Its own stacking context: Leaflet's panes and controls (z-index 400 to 1000) stay inside the map instead
    // of painting over the sticky header and its open menus when the page scrolls under them.
    <div ref={observe} className={`isolate ${className}`}>
      {near ? (
        <Suspense fallback={placeholder}>
          <SitesMap {...mapProps} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
