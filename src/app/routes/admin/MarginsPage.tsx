import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { MarginsScreen } from '@/features/site-costs/admin';

export default function MarginsPage() {
  const { canBill } = usePermissions();
  return (
    <>
      <PageMeta title="Margins" description="What each site and campaign earned less what it cost." />
      <MarginsScreen canRead={canBill} />
    </>
  );
}
