import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { SalesSettingsScreen } from '@/features/campaigns/admin';

export default function SalesSettingsPage() {
  const { canSell, isAdmin } = usePermissions();
  return (
    <>
      <PageMeta title="Sales settings" description="Hold days, validity, discount limit, printing and mounting rates, GST and terms." />
      <SalesSettingsScreen canSell={canSell} isAdmin={isAdmin} />
    </>
  );
}
