import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { InvoicesList } from '@/features/billing/admin';

export default function InvoicesPage() {
  const { canBill, canSell } = usePermissions();
  return (
    <>
      <PageMeta title="Invoices" description="Tax invoices raised from confirmed campaigns." />
      <InvoicesList canBill={canBill} canRead={canBill || canSell} />
    </>
  );
}
