import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { StatementScreen } from '@/features/billing/admin';

export default function StatementPage() {
  const { id = '' } = useParams();
  const { canBill, canSell } = usePermissions();
  return (
    <>
      <PageMeta title="Statement of account" description="A client's invoices, payments, TDS and credit notes with the running balance." />
      <StatementScreen customer={id} canRead={canBill || canSell} />
    </>
  );
}
