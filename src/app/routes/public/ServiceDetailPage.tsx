import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { loadServiceDetail } from '@/catalogue';
import { ServiceDetailView } from '@/features/services';

/**
 * The router waits for the service's category (its own chunk) before rendering. The prerendered page holds
 * the result in its hydration data, so hydrating needs no catalogue code at all.
 */
export const loader = ({ params }: LoaderFunctionArgs) => loadServiceDetail(params.categoryId, params.serviceId);

export default function ServiceDetailPage() {
  return <ServiceDetailView entry={useLoaderData<typeof loader>()} />;
}
