import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { CustomerForm } from '@/features/campaigns/admin';

export default function CustomerFormPage() {
  const { id } = useParams();
  const { canSell } = usePermissions();
  return (
    <>
      <PageMeta title={id ? 'Edit Customer' : 'Add Customer'} description="A customer's name, GSTIN, billing address and contacts." />
      <CustomerForm id={id} canSell={canSell} />
    </>
  );
}
