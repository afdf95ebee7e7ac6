import { freeRange, RATE_BANDS, type SiteFilters } from '../filters';

type Filterable<Q> = {
  eq(column: string, value: string): Q;
  gte(column: string, value: number): Q;
  lt(column: string, value: number): Q;
};

/**
 * The filtered rows of published sites, in the database: `sites_free_between()` leaves out sites with a
 * hold or booking in the 'free between' range and PostgREST adds the other filters (indexed columns).
 */
export function filteredSites<Q extends Filterable<Q>>(select: (range: { free_from?: string; free_to?: string }) => Q, filters: SiteFilters): Q {
  const range = freeRange(filters);
  let query = select(range ? { free_from: range.from, free_to: range.to } : {});
  if (filters.locality) query = query.eq('locality', filters.locality);
  if (filters.format) query = query.eq('format', filters.format);
  if (filters.lighting) query = query.eq('lighting', filters.lighting);
  if (filters.minArea) query = query.gte('area_sqft', filters.minArea);
  if (filters.rate) {
    const band = RATE_BANDS[filters.rate];
    query = query.gte('monthly_rate', band.min);
    if (band.max !== undefined) query = query.lt('monthly_rate', band.max);
  }
  return query;
}

/** The part of the filters a list depends on (not the page), so the markers are cached once for every page. */
export const withoutPage = ({ page: _page, ...rest }: SiteFilters) => rest;

