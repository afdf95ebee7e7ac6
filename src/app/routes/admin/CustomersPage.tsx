import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { CustomersList } from '@/features/campaigns/admin';

export default function CustomersPage() {
  const { canSell } = usePermissions();
  return (
    <>
      <PageMeta title="Customers" description="The companies proposals are made for, and their contacts." />
      <CustomersList canSell={canSell} />
    </>
  );
}
