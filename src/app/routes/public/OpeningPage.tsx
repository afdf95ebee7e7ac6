import { useParams } from 'react-router';
import type { RoutePrefetch } from '@/app/route-data';
import { openingQueryOptions, OpeningView } from '@/features/careers';

/** The opening, with its application form (which loads its own code apart). */
export const prefetch: RoutePrefetch = (queryClient, { slug = '' }) => [queryClient.prefetchQuery(openingQueryOptions(slug))];

export default function OpeningPage() {
  const { slug = '' } = useParams();
  return <OpeningView key={slug} slug={slug} />;
}
