import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { VendorOrderDocument } from '@/features/vendor-orders/admin';

export default function VendorOrderPage() {
  const { id = '' } = useParams();
  const { canBill } = usePermissions();
  return (
    <>
      <PageMeta title="Vendor order" description="A printing or mounting order as it prints for the vendor." />
      <VendorOrderDocument id={id} canRead={canBill} />
    </>
  );
}
