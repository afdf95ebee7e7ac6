import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { LeasesScreen } from '@/features/billing/admin';

export default function LeasesPage() {
  const { canBill } = usePermissions();
  return (
    <>
      <PageMeta title="Leases" description="The rent each site's lease makes due, and what each landlord is owed." />
      <LeasesScreen canRead={canBill} />
    </>
  );
}
