import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { SiteCostsScreen } from '@/features/site-costs/admin';

export default function SiteCostsPage() {
  const { canBill } = usePermissions();
  return (
    <>
      <PageMeta title="Site Costs" description="Licence fees, power bills, repairs and other costs of each site." />
      <SiteCostsScreen canRead={canBill} />
    </>
  );
}
