import { useSearchParams } from 'react-router';
import { SelectField, SelectOptions } from '@/components/form';
import { PageHero } from '@/components/PageHero';
import { PageLoadError } from '@/components/PageLoadError';
import { loadFailure } from '@/lib/load-failure';
import { PageMeta } from '@/components/PageMeta';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { lazyIsland } from '@/components/lazyIsland';
import { useSiteLocalities } from '../api/fetch-site-localities';
import { useSiteMarkers } from '../api/fetch-site-markers';
import { PUBLIC_PAGE_SIZE, useSitesPage } from '../api/fetch-sites';
import { freeRange, readFilters, SORTS, type SiteFilters, type SiteSort } from '../filters';
import { useFilterChanges } from '../use-filter-changes';
import { LazyMap } from './map/LazyMap';
import { PlanLink } from './PlanLink';
import { SiteCard } from './SiteCard';
import { SiteFiltersForm } from './SiteFiltersForm';

/**
 * Below the first cards: hydrated apart (decision 037). Not the data-table barrel: its other parts (the back
 * office's tables) would load with it.
 */
const Pagination = lazyIsland(() => import('@/components/data-table/Pagination').then((module) => module.Pagination));
/** Shown once a marker is chosen, so never before the map's own code has loaded. */
const SelectedSite = lazyIsland(() => import('./SelectedSite').then((module) => module.SelectedSite));

const sortOptions = (Object.keys(SORTS) as SiteSort[]).map((value) => ({ value, label: SORTS[value] }));
/** How many filters narrow the list (the dates count as one): the phone's 'Filters' button shows it. */
const activeFilters = ({ locality, format, lighting, minArea, rate, from, to }: SiteFilters) =>
  [locality, format, lighting, minArea, rate, from && to].filter(Boolean).length;
const sitesCount = (count: number) => `${count} ${count === 1 ? 'site matches' : 'sites match'}`;

/**
 * The public inventory at /sites (docs/product.md §11): filters kept in the address, the paged list with
 * its count and sort, and the map of every matching site beside it (stacked on a phone).
 */
export function SitesView() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const page = useSitesPage(filters);
  const markers = useSiteMarkers(filters);
  const localities = useSiteLocalities();
  const [selected, setSelected] = useState<string | null>(null);
  // On a phone the filters wait behind one button, so the sites come first (wider screens always show them).
  const [filtersOpen, setFiltersOpen] = useState(false);
  const results = useRef<HTMLHeadingElement>(null);
  const change = useFilterChanges(params.toString(), (next) => setParams(next, { replace: true, preventScrollReset: true }));
  // One function for the page's life: the pagination hydrates apart, and a new handler on each render of the
  // list (its data refreshing after load) would reach it before its code and drop its server HTML.
  const changeRef = useRef(change);
  useLayoutEffect(() => {
    changeRef.current = change;
  });
  const goToPage = useCallback((target: number) => changeRef.current({ page: target }), []);

  const meta = (
    <PageMeta
      title="Our Sites"
      description="Hoardings, unipoles, gantries, bus shelters and screens across Chennai with photos, sizes, traffic, rates and the dates they are free."
    />
  );
  const error = loadFailure(page);
  if (error) {
    return (
      <>
        {meta}
        <PageLoadError title="Error Loading Sites" error={error} />
      </>
    );
  }

  return (
    <>
      {meta}
      <PageHero
        eyebrow="Inventory"
        title="Our Sites"
        description="Every hoarding, unipole, gantry, bus shelter and screen we sell in Chennai: filter by place, size, rate and the dates you need, then send your plan for a quote."
      >
        <div className="mt-6">
          <PlanLink />
        </div>
      </PageHero>
      <section aria-label="Filters" className="mx-auto max-w-7xl px-4 pt-6 md:pt-10">
        <div className="flex flex-wrap gap-3 md:hidden">
          <button
            type="button"
            aria-expanded={filtersOpen}
            aria-controls="site-filters"
            onClick={() => setFiltersOpen((open) => !open)}
            className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-900"
          >
            Filters{activeFilters(filters) > 0 && ` (${activeFilters(filters)})`}
          </button>
          <a href="#sites-map" className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-900">
            Show the map
          </a>
        </div>
        <div id="site-filters" className={`${filtersOpen ? 'mt-4' : 'hidden'} md:mt-0 md:block`}>
          <SiteFiltersForm
            filters={filters}
            localities={localities.data ?? []}
            onChange={change}
            onShow={() => {
              setFiltersOpen(false);
              results.current?.focus();
            }}
          />
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-5">
        <section aria-labelledby="sites-results" className="lg:col-span-3">
          {/* On a phone the count has its own line: the sort box beside it moved when 'Loading sites...' became the count. */}
          <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
            <h2 id="sites-results" ref={results} tabIndex={-1} className="w-full text-xl font-semibold text-slate-900 focus:outline-none sm:w-auto" aria-live="polite">
              {page.data ? sitesCount(page.data.total) : 'Loading sites...'}
            </h2>
            <SelectField label="Sort by" value={filters.sort} onChange={(event) => change({ sort: event.target.value as SiteSort, page: 1 })}>
              <SelectOptions options={sortOptions} />
            </SelectField>
          </div>
          {page.data && page.data.total === 0 && (
            <p className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-700">No sites match these filters. Clear a filter or choose other dates.</p>
          )}
          <ul aria-busy={page.isPlaceholderData} className={`grid gap-6 sm:grid-cols-2 ${page.isPlaceholderData ? 'opacity-60' : ''}`}>
            {page.data?.rows.map((site) => (
              <li key={site.id}>
                <SiteCard site={site} dates={freeRange(filters)} />
              </li>
            ))}
          </ul>
          {page.data && page.data.total > PUBLIC_PAGE_SIZE && (
            <Pagination page={filters.page} pageSize={PUBLIC_PAGE_SIZE} total={page.data.total} busy={page.isPlaceholderData} onPageChange={goToPage} />
          )}
        </section>
        <section id="sites-map" aria-label="Map of matching sites" className="lg:col-span-2">
          <div className="space-y-4 lg:sticky lg:top-24">
            <LazyMap
              className="h-80 lg:h-[28rem]"
              label={`Map of ${markers.data ? sitesCount(markers.data.length) : 'matching sites'}`}
              markers={markers.data ?? []}
              selected={selected}
              onSelect={setSelected}
            />
            <p className="text-sm text-slate-600">Select a marker to see its site here. Zoomed out, nearby sites are grouped with their number.</p>
            {selected && <SelectedSite code={selected} dates={freeRange(filters)} />}
          </div>
        </section>
      </div>
    </>
  );
}
