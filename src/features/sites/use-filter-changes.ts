import { useEffect, useRef } from 'react';
import { readFilters, writeFilters, type SiteFilters } from './filters';

/**
 * The filters' changes, kept in the address (docs/product.md §11). Two quick changes (a locality, then a date) build
 * on each other before the address has caught up with the first: each starts from the filters last asked for, not from
 * the address. The address replaces them only when it changes from elsewhere (a link to /sites with other filters):
 * its catching up with a change asked for here, an older one included, changes nothing, or a slow phone would lose the
 * second change when the address reached the first.
 */
export function useFilterChanges(paramsKey: string, setParams: (params: URLSearchParams) => void): (changed: Partial<SiteFilters>) => void {
  const latest = useRef<SiteFilters | null>(null);
  latest.current ??= readFilters(new URLSearchParams(paramsKey));
  const asked = useRef(new Set<string>());
  useEffect(() => {
    if (asked.current.has(paramsKey)) return;
    asked.current.clear();
    latest.current = readFilters(new URLSearchParams(paramsKey));
  }, [paramsKey]);
  return (changed) => {
    latest.current = { ...(latest.current as SiteFilters), ...changed };
    const next = writeFilters(latest.current);
    asked.current.add(next.toString());
    setParams(next);
  };
}
