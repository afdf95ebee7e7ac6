import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/numbers';

/** Margins are read in whole rupees; the CSV keeps the paise. */
const rupees = (paise: number) => formatRupees(paise / 100);
import type { CampaignMargin } from '../api/margin-types';

const cell = 'py-2 pr-3 text-right tabular-nums';

/** Each confirmed campaign running in the months asked: its revenue, its printing and mounting, and its margin (docs/decisions/116). */
export function CampaignMargins({ campaigns }: { campaigns: CampaignMargin[] }) {
  return (
    <section aria-labelledby="campaign-margins-heading" className="space-y-3">
      <h2 id="campaign-margins-heading" className="text-lg font-semibold text-slate-900">
        Campaigns
      </h2>
      {campaigns.length === 0 ? (
        <p className="text-sm text-slate-600">No confirmed campaign ran in these months.</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm" tabIndex={0} role="region" aria-label="Margin by campaign">
          <table className="w-full min-w-[44rem] text-left text-sm">
            <caption className="sr-only">Each campaign's revenue, direct costs and margin</caption>
            <thead className="border-b border-slate-300 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2">Campaign</th>
                <th scope="col" className={cell}>Margin</th>
                <th scope="col" className={cell}>Revenue</th>
                <th scope="col" className={cell}>Printing</th>
                <th scope="col" className={cell}>Mounting</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {campaigns.map((campaign) => (
                <tr key={campaign.campaign_id}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    <Link to={paths.admin.campaign(campaign.campaign_id)} className="text-brand-800 underline">
                      {campaign.reference}
                    </Link>{' '}
                    {campaign.title}
                    <span className="block font-normal text-slate-600">{campaign.customer_name}</span>
                  </th>
                  <td className={`${cell} ${campaign.margin_paise < 0 ? 'text-red-800' : 'text-emerald-800'}`}>
                    {rupees(campaign.margin_paise)} <span className="block text-xs">{campaign.margin_percent === null ? '—' : `${campaign.margin_percent}%`}</span>
                  </td>
                  <td className={cell}>
                    {rupees(campaign.revenue_paise)} <span className="block text-xs text-slate-600">{campaign.revenue_basis}</span>
                  </td>
                  <td className={cell}>{rupees(campaign.printing_paise)}</td>
                  <td className={cell}>{rupees(campaign.mounting_paise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
