import { useParams } from 'react-router';
import type { RoutePrefetch } from '@/app/route-data';
import { proposalQueryOptions, ProposalView } from '@/features/proposals';

/** The proposal the link's token opens. Prerendered only as its route's loading state: the token is the client's secret (docs/product.md §12, src/config/route-shells.ts). */
export const prefetch: RoutePrefetch = (queryClient, { token = '' }) => [queryClient.prefetchQuery(proposalQueryOptions(token))];

export default function ProposalPage() {
  const { token = '' } = useParams();
  return <ProposalView token={token} />;
}
