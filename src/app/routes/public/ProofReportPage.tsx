import { useParams } from 'react-router';
import { ProofReportView } from '@/features/proof-report';

/** The proof report the link's token opens. Prerendered only as its route's loading state: the token is the client's secret; the page reads its data itself, without the query cache (decision 060; docs/product.md §14, src/config/route-shells.ts). */
export default function ProofReportPage() {
  const { token = '' } = useParams();
  return <ProofReportView token={token} />;
}
