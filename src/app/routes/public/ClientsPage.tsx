import type { RoutePrefetch } from '@/app/route-data';
import { clientsQueryOptions, ClientsView } from '@/features/clients';
import { successStoriesQueryOptions } from '@/features/success-stories';
import { testimonialsQueryOptions } from '@/features/testimonials';

export const prefetch: RoutePrefetch = (queryClient) => [
  queryClient.prefetchQuery(clientsQueryOptions()),
  queryClient.prefetchQuery(testimonialsQueryOptions()),
  queryClient.prefetchQuery(successStoriesQueryOptions()),
];

export default function ClientsPage() {
  return <ClientsView />;
}
