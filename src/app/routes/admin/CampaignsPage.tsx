import { PageMeta } from '@/components/PageMeta';
import { usePermissions } from '@/features/auth';
import { CampaignsList } from '@/features/campaigns/admin';

export default function CampaignsPage() {
  const { canSell } = usePermissions();
  return (
    <>
      <PageMeta title="Campaigns" description="Campaigns and the proposals sent for them." />
      <CampaignsList canSell={canSell} />
    </>
  );
}
