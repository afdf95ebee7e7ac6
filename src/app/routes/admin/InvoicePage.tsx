import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { InvoiceScreen } from '@/features/billing/admin';

export default function InvoicePage() {
  const { id = '' } = useParams();
  const { canBill, canSell } = usePermissions();
  return (
    <>
      <PageMeta title="Invoice" description="A tax invoice: its lines, taxes and state." />
      <InvoiceScreen id={id} canBill={canBill} canRead={canBill || canSell} />
    </>
  );
}
