import { useParams } from 'react-router';
import type { RoutePrefetch } from '@/app/route-data';
import { siteAvailabilityQueryOptions, siteQueryOptions, SiteView } from '@/features/sites';

/** The site and its next six months of taken dates. */
export const prefetch: RoutePrefetch = (queryClient, { code = '' }) => [
  queryClient.prefetchQuery(siteQueryOptions(code)),
  queryClient.prefetchQuery(siteAvailabilityQueryOptions(code)),
];

export default function SitePage() {
  const { code = '' } = useParams();
  return <SiteView code={code} />;
}
