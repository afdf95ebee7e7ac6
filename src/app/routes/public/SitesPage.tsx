import type { RoutePrefetch } from '@/app/route-data';
import { NO_FILTERS, siteLocalitiesQueryOptions, siteMarkersQueryOptions, sitesPageQueryOptions, SitesView } from '@/features/sites';

/** The unfiltered first page, every marker and the locality choices (a filtered address loads its own). */
export const prefetch: RoutePrefetch = (queryClient) => [
  queryClient.prefetchQuery(sitesPageQueryOptions(NO_FILTERS)),
  queryClient.prefetchQuery(siteMarkersQueryOptions(NO_FILTERS)),
  queryClient.prefetchQuery(siteLocalitiesQueryOptions()),
];

export default function SitesPage() {
  return <SitesView />;
}
