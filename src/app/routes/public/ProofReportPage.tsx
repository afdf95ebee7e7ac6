import { useParams } from 'react-router';
import type { RoutePrefetch } from '@/app/route-data';
import { proofReportQueryOptions, ProofReportView } from '@/features/proof-report';

/** The proof report the link's token opens. Prerendered only as its route's loading state: the token is the client's secret (docs/product.md §14, src/config/route-shells.ts). */
export const prefetch: RoutePrefetch = (queryClient, { token = '' }) => [queryClient.prefetchQuery(proofReportQueryOptions(token))];

export default function ProofReportPage() {
  const { token = '' } = useParams();
  return <ProofReportView token={token} />;
}
