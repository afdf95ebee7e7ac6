import { Link } from '@/components/Link';
import { LoadingText } from '@/components/admin';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { CUSTOMER_CAMPAIGNS_SHOWN, useCustomerCampaigns } from '../../api/customer-campaigns';
import { CampaignStatusBadge } from '../../status';

/** Under a customer's form (docs/product.md §13): their campaigns, newest first, each linking to its page. */
export function CustomerCampaigns({ customerId }: { customerId: string }) {
  const campaigns = useCustomerCampaigns(customerId);
  return (
    <section aria-labelledby="customer-campaigns" className="mt-6 max-w-3xl space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="customer-campaigns" className="text-lg font-semibold text-slate-900">
        Campaigns
      </h2>
      {campaigns.isPending && <LoadingText />}
      {campaigns.isError && <p className="text-sm text-rose-800">The campaigns could not be read. Reload the page to try again.</p>}
      {campaigns.data?.length === 0 && <p className="text-sm text-slate-600">No campaign for this customer yet.</p>}
      {campaigns.data && campaigns.data.length > 0 && (
        <ul className="divide-y divide-slate-100 text-sm">
          {campaigns.data.map((campaign) => (
            <li key={campaign.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <span>
                <Link to={paths.admin.campaign(campaign.id)} className="font-semibold text-brand-700 underline">
                  {campaign.reference}
                </Link>{' '}
                {campaign.title}
                <span className="block text-slate-600">
                  Made {formatDate(campaign.created_at)}
                  {campaign.version > 1 && `, version ${campaign.version}`}
                </span>
              </span>
              <CampaignStatusBadge status={campaign.status} />
            </li>
          ))}
        </ul>
      )}
      {campaigns.data?.length === CUSTOMER_CAMPAIGNS_SHOWN && <p className="text-sm text-slate-600">The newest {CUSTOMER_CAMPAIGNS_SHOWN} are listed.</p>}
    </section>
  );
}
