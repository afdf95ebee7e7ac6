import type { ReactNode } from 'react';
import { Link } from '@/components/Link';
import { AdminPageHeader } from '@/components/admin';
import { paths } from '@/config/paths';
import { CampaignJobs } from '@/features/jobs/admin';
import { ProofReportPanel } from '@/features/proof-report/admin';
import { durationText } from '@/lib/calendar-days';
import { formatDate, formatDateTime } from '@/lib/format';
import { pricingRates } from '../../api/fetch-sales-settings';
import { useSellers } from '../../api/use-sellers';
import { type CampaignWithLines, type SalesSettings } from '../../api/campaign-types';
import { useCustomerContacts } from '../../api/use-customer-contacts';
import { formatRupees, priceCampaign } from '../../pricing';
import { CampaignStatusBadge } from '../../status';
import { AwaitingConfirmation } from './AwaitingConfirmation';
import { CampaignHistory } from './CampaignHistory';
import { ChangesAsked } from './ChangesAsked';
import { LapsedHolds } from './LapsedHolds';
import { PurchaseOrderPanel } from './PurchaseOrderPanel';
import { CampaignTotals } from './CampaignTotals';

/** The statuses a campaign has mounting jobs in: from its acceptance on (docs/decisions/057), and after a cancellation those someone worked on (088). */
const withJobs = new Set(['accepted', 'confirmed', 'live', 'completed', 'cancelled']);
const withReport = new Set(['accepted', 'confirmed', 'live', 'completed']);
/** The statuses a client's purchase order is noted in: once the client has accepted (record_purchase_order). */
const withPurchaseOrder = new Set(['accepted', 'confirmed', 'live', 'completed']);

const editNotice: Record<string, string> = {
  sent: 'Sent: only drafts can be edited. Revise it to change its sites, dates or prices: the client gets a new version to accept.',
  changes_asked: 'The client asked for changes: revise it to change its sites, dates or prices.',
  cancelled: 'Cancelled: it stays in the records, with why in its history. Its sites were released.',
  expired: 'Expired: only drafts can be edited. Revise it to send the client a new version.',
};

/** A campaign past its draft, as it was sent: read only, with its prices, and who accepted it and when. */
export function SentCampaign({ campaign, settings, isAdmin, children }: { campaign: CampaignWithLines; settings: SalesSettings; isAdmin: boolean; children?: ReactNode }) {
  const sellers = useSellers();
  const contacts = useCustomerContacts(campaign.customer_id);
  const contact = contacts.data?.find((item) => item.id === campaign.contact_id);
  const owner = sellers.data?.find((seller) => seller.id === campaign.owner_id)?.name;
  const lines = campaign.campaign_lines;
  const prices = priceCampaign({
    lines: lines.map((line) => ({ ...line, discount_percent: Number(line.discount_percent), area_sqft: line.site?.area_sqft ?? null })),
    rates: pricingRates(settings),
    include_printing: campaign.include_printing,
    include_mounting: campaign.include_mounting,
  });
  const facts: Array<[string, ReactNode]> = [
    ['Customer', <Link to={paths.admin.customerEdit(campaign.customer_id)} className="text-brand-700 underline">{campaign.customer?.name}</Link>],
    ['Contact', contact ? [contact.name, contact.designation].filter(Boolean).join(', ') : '—'],
    ['Owner', owner ?? '—'],
    ['Version', String(campaign.version)],
    ['Sent', campaign.sent_at ? formatDateTime(campaign.sent_at) : '—'],
    ['Valid until', campaign.valid_until ? formatDate(campaign.valid_until) : '—'],
    ['Printing and mounting', [campaign.include_printing && 'printing', campaign.include_mounting && 'mounting'].filter(Boolean).join(' and ') || 'not included'],
  ];
  return (
    <div className="max-w-5xl space-y-6">
      <AdminPageHeader title={`Campaign ${campaign.reference}`} description={campaign.title} actions={<CampaignStatusBadge status={campaign.status} />} />
      {campaign.accepted_at && campaign.status !== 'cancelled' ? (
        <p role="note" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          Accepted by <strong>{[campaign.accepted_name, campaign.accepted_designation].filter(Boolean).join(', ')}</strong> on {formatDateTime(campaign.accepted_at)}
          {campaign.version > 1 && ` (version ${campaign.version})`}. Only drafts can be edited.
        </p>
      ) : (
        <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          {editNotice[campaign.status] ?? 'Only drafts can be edited.'}
        </p>
      )}
      {campaign.status === 'changes_asked' && <ChangesAsked campaign={campaign.id} />}
      <LapsedHolds campaign={campaign} />
      {campaign.status === 'accepted' && <AwaitingConfirmation campaign={campaign} isAdmin={isAdmin} />}
      {children}
      <dl className="grid gap-x-6 gap-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-2 sm:p-6">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Sites and dates</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">Site</th>
              <th scope="col" className="px-3 py-2 font-medium">Dates</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Monthly rate</th>
              <th scope="col" className="px-3 py-2 text-right font-medium">Amount</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => {
              const priced = prices.lines[index];
              return (
                <tr key={line.id} className="border-t border-slate-100 align-top">
                  <td className="px-3 py-2">
                    <span className="font-mono text-xs font-semibold">{line.site?.code}</span> {line.site?.name}
                  </td>
                  <td className="px-3 py-2">
                    {formatDate(line.starts_on)} – {formatDate(line.ends_on)}
                    <span className="block text-xs text-slate-500">{durationText(line.starts_on, line.ends_on)}</span>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatRupees(line.monthly_rate)}
                    {priced.rate > line.monthly_rate && <span className="block text-xs text-slate-500">listed at {formatRupees(priced.rate)}</span>}
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">
                    {formatRupees(priced.amount)}
                    {priced.discount > 0 && <span className="block text-xs text-slate-500">{priced.discountPercent}% off: {line.discount_reason}</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {withPurchaseOrder.has(campaign.status) && <PurchaseOrderPanel campaign={campaign} />}
      {withJobs.has(campaign.status) && <CampaignJobs campaignId={campaign.id} />}
      {withReport.has(campaign.status) && <ProofReportPanel campaign={campaign.id} reference={campaign.reference ?? campaign.title} />}
      <CampaignHistory campaign={campaign.id} />
      <dl className="grid gap-1 text-sm">
        <dt className="font-medium text-slate-600">Terms</dt>
        <dd className="whitespace-pre-line text-slate-900">{campaign.terms ?? settings.terms}</dd>
      </dl>
      <div className="sm:max-w-md">
        <CampaignTotals prices={prices} />
      </div>
    </div>
  );
}
