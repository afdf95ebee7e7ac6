import type { RoutePrefetch } from '@/app/route-data';
import { CareersView, openingsQueryOptions } from '@/features/careers';

export const prefetch: RoutePrefetch = (queryClient) => [queryClient.prefetchQuery(openingsQueryOptions())];

export default function CareersPage() {
  return <CareersView />;
}
