import { useParams } from 'react-router';
import { InvoiceView } from '@/features/invoice-page';

/** The invoice the link's token opens. Prerendered only as its route's loading state: the token is the client's secret; the page reads its data itself, without the query cache (decision 060; docs/product.md §16, src/config/route-shells.ts). */
export default function InvoicePage() {
  const { token = '' } = useParams();
  return <InvoiceView token={token} />;
}
