import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { ReceivablesScreen } from '@/features/billing/admin';

export default function ReceivablesPage() {
  const { canBill, canSell } = usePermissions();
  return (
    <>
      <PageMeta title="Receivables" description="What clients owe, by how long past due." />
      <ReceivablesScreen canRead={canBill || canSell} />
    </>
  );
}
