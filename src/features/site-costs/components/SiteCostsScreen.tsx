import { AdminPageHeader, ErrorBanner, LoadingText } from '@/components/admin';
import { BillingOnly } from '@/features/billing/admin';
import { describeDbError } from '@/lib/db-errors';
import { useCostSites } from '../api/fetch-cost-sites';
import { CostsList } from './CostsList';
import { PowerMeters } from './PowerMeters';
import { SiteCostForm } from './SiteCostForm';

/**
 * 'Site Costs' (docs/product.md §16, docs/decisions/116): what each site costs besides its rent: licence fees, power
 * bills split by meter, repairs and other costs, each dated and per site. Admins and accounts only.
 */
export function SiteCostsScreen({ canRead }: { canRead: boolean }) {
  const sites = useCostSites(canRead);
  if (!canRead) return <BillingOnly title="Site Costs" readers="Admins and accounts" what="Site costs" />;
  return (
    <div className="space-y-6">
      <AdminPageHeader title="Site Costs" description="Licence fees, power bills, repairs and other costs of each site, which the margins count." />
      {sites.isPending ? (
        <LoadingText text="Loading sites..." />
      ) : sites.isError ? (
        <ErrorBanner message={describeDbError(sites.error)} onRetry={() => void sites.refetch()} />
      ) : (
        <SiteCostForm sites={sites.data} />
      )}
      <PowerMeters />
      <CostsList />
    </div>
  );
}
