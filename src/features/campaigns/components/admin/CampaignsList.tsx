import { Pencil } from 'lucide-react';
import { useNavigate } from 'react-router';
import { AddLink, AdminPageHeader, EmptyState, ErrorBanner, LoadingText } from '@/components/admin';
import { Pagination, RecordsTable, SearchBox, useRecordsBrowser, type TableColumn } from '@/components/data-table';
import { SelectField, SelectOptions } from '@/components/form';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { describeListError, effectiveSort, PAGE_SIZE, type ListFilter } from '@/lib/list-query';
import { campaignsList, useCampaigns } from '../../api/fetch-campaigns';
import { pricingRates, useSalesSettings } from '../../api/fetch-sales-settings';
import { useSellers } from '../../api/use-sellers';
import { type CampaignListRow, type SalesSettings } from '../../api/campaign-types';
import { formatRupees, priceCampaign } from '../../pricing';
import { CampaignStatusBadge, campaignStatusLabels } from '../../status';
import { SellersOnly } from './SellersOnly';

const statusOptions = Object.entries(campaignStatusLabels).map(([value, label]) => ({ value, label }));

/** The first day of its earliest line, or null without lines. */
const startsOn = (campaign: CampaignListRow) => campaign.campaign_lines.map((line) => line.starts_on).sort()[0] ?? null;

/** What the list shows as its total: the same pricing as the campaign's page and the client's. */
function totalOf(campaign: CampaignListRow, settings: SalesSettings | undefined): string {
  if (!settings) return '…';
  const lines = campaign.campaign_lines.map((line) => ({ ...line, discount_percent: Number(line.discount_percent), area_sqft: line.site?.area_sqft ?? null }));
  return formatRupees(priceCampaign({ lines, rates: pricingRates(settings), include_printing: campaign.include_printing, include_mounting: campaign.include_mounting }).total);
}

/** 'Campaigns' (docs/product.md §13): search by reference, title or customer, filter by status, newest first, pages. */
export function CampaignsList({ canSell }: { canSell: boolean }) {
  if (!canSell) return <SellersOnly title="Campaigns" />;
  return <CampaignsBrowser />;
}

function CampaignsBrowser() {
  const browser = useRecordsBrowser();
  const navigate = useNavigate();
  const settings = useSalesSettings();
  const sellers = useSellers();
  const status = browser.filters.status;
  const filters: ListFilter[] = status && Object.hasOwn(campaignStatusLabels, status) ? [{ column: 'status', op: 'eq', value: status }] : [];
  const campaigns = useCampaigns({ search: browser.search, filters, sort: browser.sort, page: browser.page, pageSize: PAGE_SIZE });
  const owners = new Map((sellers.data ?? []).map((seller) => [seller.id, seller.name]));
  const total = campaigns.data?.total ?? 0;

  const columns: TableColumn<CampaignListRow>[] = [
    { header: 'Reference', cell: (campaign) => <span className="font-mono text-xs whitespace-nowrap">{campaign.reference}</span>, wideOnly: true },
    {
      header: 'Title',
      cell: (campaign) => (
        <div>
          <p className="font-medium">{campaign.title}</p>
          <p className="text-xs text-slate-600 md:hidden">
            <span className="font-mono">{campaign.reference}</span> · {campaign.customer?.name}
          </p>
        </div>
      ),
      sort: { column: 'title', first: 'asc' },
    },
    { header: 'Customer', cell: (campaign) => campaign.customer?.name, wideOnly: true },
    { header: 'Owner', cell: (campaign) => (campaign.owner_id ? (owners.get(campaign.owner_id) ?? 'Former staff') : '—'), wideOnly: true },
    { header: 'Status', cell: (campaign) => <CampaignStatusBadge status={campaign.status} />, sort: { column: 'status', first: 'asc' } },
    { header: 'Starts', cell: (campaign) => <span className="whitespace-nowrap">{startsOn(campaign) ? formatDate(startsOn(campaign)!) : '—'}</span>, wideOnly: true },
    { header: 'Total', cell: (campaign) => <span className="whitespace-nowrap tabular-nums">{totalOf(campaign, settings.data)}</span>, wideOnly: true },
  ];

  function body() {
    if (campaigns.isPending) return <LoadingText text="Loading campaigns..." />;
    if (campaigns.isError) return <ErrorBanner message={describeListError(campaigns.error)} onRetry={() => void campaigns.refetch()} />;
    if (campaigns.data.rows.length === 0) return <EmptyState message={browser.search || filters.length ? 'No campaigns match your search.' : 'No campaigns yet.'} />;
    return (
      <>
        <RecordsTable
          caption="Campaigns"
          columns={columns}
          rows={campaigns.data.rows}
          sort={effectiveSort(campaignsList, browser.sort)}
          onSortChange={browser.setSort}
          busyId={null}
          actions={[{ label: (campaign) => `Open ${campaign.reference}`, icon: <Pencil aria-hidden="true" className="size-4" />, onSelect: (campaign) => void navigate(paths.admin.campaign(campaign.id)) }]}
        />
        <Pagination page={browser.page} pageSize={PAGE_SIZE} total={total} approximate={campaigns.data.approximate} onPageChange={browser.setPage} busy={campaigns.isPlaceholderData} />
      </>
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Campaigns"
        description={campaigns.data ? `Total: ${total} ${total === 1 ? 'campaign' : 'campaigns'}` : undefined}
        actions={<AddLink to={paths.admin.campaignNew}>New Campaign</AddLink>}
      />
      <SearchBox label="Search campaigns" placeholder="Reference, title or customer" value={browser.input} onChange={browser.setInput} onSubmit={browser.submit} />
      <div className="mb-4 flex flex-wrap gap-3">
        <SelectField label="Status" value={status ?? ''} onChange={(event) => browser.setFilter('status', event.target.value)}>
          <SelectOptions placeholder="All statuses" options={statusOptions} />
        </SelectField>
      </div>
      {body()}
    </>
  );
}
