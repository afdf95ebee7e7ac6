import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { SitesMapProps } from './SitesMap';

const SitesMap = lazy(() => import('./SitesMap'));

const noSubscription = () => () => undefined;

/** False in the prerender and while hydrating, true once the page runs in the browser. */
function useInBrowser(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * The map, fetched only in the browser after the page has rendered: its code (Leaflet, clustering) is
 * never part of the first load, and the prerender (no window) renders the placeholder.
 */
export function LazyMap(props: SitesMapProps & { className?: string }) {
  const { className = 'h-96', ...mapProps } = props;
  const mounted = useInBrowser();
  const placeholder = <div className={`${className} w-full rounded-xl bg-slate-100`} aria-hidden="true" />;
  if (!mounted) return placeholder;
  return (
    <div className={className}>
      <Suspense fallback={placeholder}>
        <SitesMap {...mapProps} />
      </Suspense>
    </div>
  );
}
