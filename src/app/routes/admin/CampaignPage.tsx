import { useParams } from 'react-router';
import { PageMeta } from '@/components/PageMeta';
import { useAuth, usePermissions } from '@/features/auth';
import { CampaignForm } from '@/features/campaigns/admin';
import { VendorOrdersPanel } from '@/features/vendor-orders/admin';

export default function CampaignPage() {
  const { id } = useParams();
  const { user } = useAuth();
  const { canSell, canBill, isAdmin } = usePermissions();
  return (
    <>
      <PageMeta title={id ? 'Campaign' : 'New Campaign'} description="A campaign's customer, sites, dates and prices, and its proposal." />
      <CampaignForm id={id} canSell={canSell} isAdmin={isAdmin} userId={user?.id} />
      {/* Printing and mounting cost money: admins' and accounts' alone (docs/decisions/116). */}
      {id && canBill && <VendorOrdersPanel campaignId={id} />}
    </>
  );
}
