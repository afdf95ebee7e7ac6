import { Download } from 'lucide-react';
import { useState } from 'react';
import { AdminPageHeader, Button, EmptyState, ErrorBanner, LoadingText } from '@/components/admin';
import { SelectField, SelectOptions } from '@/components/form';
import { BillingOnly } from '@/features/billing/admin';
import { describeDbError } from '@/lib/db-errors';
import { downloadCsv } from '@/lib/csv';
import { indiaDayAndTime } from '@/lib/india-time';
import { useMargins } from '../api/fetch-margins';
import { marginsCsv } from '../margins-csv';
import { CampaignMargins } from './CampaignMargins';
import { MarginTrend } from './MarginTrend';
import { SiteMargins } from './SiteMargins';

const RANGES = [
  { value: '12', label: 'The last 12 months' },
  { value: '3', label: 'The last 3 months' },
  { value: '1', label: 'This month' },
] as const;

const ORDERS = [
  { value: 'lowest', label: 'Lowest margin first' },
  { value: 'highest', label: 'Highest margin first' },
] as const;

/** The first day of the month `back` months before this one (India's date), as yyyy-mm-dd. */
function monthsBack(back: number): string {
  const [year, month] = indiaDayAndTime(new Date()).day.split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - back, 1));
  return first.toISOString().slice(0, 10);
}

/**
 * 'Margins' (docs/product.md §16, docs/decisions/116): each site's revenue, rent, licence, power, other costs, printing
 * and mounting and its margin over the months chosen, lowest first, with the leases that lose money; the months' trend;
 * each campaign's margin; a CSV of the sites. Every figure is the database's. Admins and accounts only.
 */
export function MarginsScreen({ canRead }: { canRead: boolean }) {
  const [months, setMonths] = useState<string>('12');
  const [highestFirst, setHighestFirst] = useState(false);
  const from = monthsBack(Number(months) - 1);
  const to = monthsBack(0);
  const margins = useMargins(from, to, canRead);
  if (!canRead) return <BillingOnly title="Margins" readers="Admins and accounts" what="Margins" />;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Margins"
        description="What each site and campaign earned less what it cost: rent, licence, power, other costs, printing and mounting."
        actions={
          margins.data && (
            <Button type="button" variant="secondary" onClick={() => downloadCsv(`margins-${from.slice(0, 7)}-to-${to.slice(0, 7)}.csv`, marginsCsv(margins.data))}>
              <Download aria-hidden="true" className="size-4" />
              Download CSV
            </Button>
          )
        }
      />
      <div className="grid max-w-xl gap-3 sm:grid-cols-2">
        <SelectField label="Months" value={months} onChange={(event) => setMonths(event.target.value)}>
          <SelectOptions options={RANGES} />
        </SelectField>
        <SelectField
          label="Order"
          value={highestFirst ? 'highest' : 'lowest'}
          onChange={(event) => setHighestFirst(event.target.value === 'highest')}
        >
          <SelectOptions options={ORDERS} />
        </SelectField>
      </div>
      {margins.isPending ? (
        <LoadingText text="Loading margins..." />
      ) : margins.isError ? (
        <ErrorBanner message={describeDbError(margins.error)} onRetry={() => void margins.refetch()} />
      ) : margins.data.sites.length === 0 ? (
        <EmptyState message="No site earned or cost anything in these months." />
      ) : (
        <>
          <SiteMargins margins={margins.data} highestFirst={highestFirst} />
          <MarginTrend months={margins.data.months} />
          <CampaignMargins campaigns={margins.data.campaigns} />
        </>
      )}
    </div>
  );
}
