import { useParams } from 'react-router';
import { ProposalView } from '@/features/proposal-page';

/** The proposal the link's token opens. Prerendered only as its route's loading state: the token is the client's secret; the page reads its data itself, without the query cache (decision 060; docs/product.md §12, src/config/route-shells.ts). */
export default function ProposalPage() {
  const { token = '' } = useParams();
  return <ProposalView token={token} />;
}
