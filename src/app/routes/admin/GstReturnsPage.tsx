import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { GstReturnsScreen } from '@/features/billing/admin';

export default function GstReturnsPage() {
  const { canBill } = usePermissions();
  return (
    <>
      <PageMeta title="GST returns" description="A month's GSTR-1 as the GSTN offline tool's sheets." />
      <GstReturnsScreen canRead={canBill} />
    </>
  );
}
