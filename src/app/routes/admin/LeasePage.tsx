import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { LeaseScreen } from '@/features/billing/admin';

export default function LeasePage() {
  const { id = '' } = useParams();
  const { canBill } = usePermissions();
  return (
    <>
      <PageMeta title="Lease" description="A site's lease: its terms, next escalation, rent paid and agreement." />
      <LeaseScreen id={id} canRead={canBill} />
    </>
  );
}
