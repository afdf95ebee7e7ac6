import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button, ErrorBanner, LoadingText } from '@/components/admin';
import { describeDbError } from '@/lib/db-errors';
import { useCampaignOrders } from '../api/fetch-campaign-orders';
import { AddVendorForm } from './AddVendorForm';
import { RaiseVendorOrderForm } from './RaiseVendorOrderForm';
import { VendorOrderCard } from './VendorOrderCard';

const ORDERABLE = new Set(['confirmed', 'live', 'completed']);

/**
 * 'Printing and mounting' on a campaign's page (docs/product.md §16, docs/decisions/116): its orders to vendors or
 * the own crew, each sent, received and billed, and what they cost; a confirmed campaign's 'Order printing or
 * mounting'. Admins and accounts only.
 */
export function VendorOrdersPanel({ campaignId }: { campaignId: string }) {
  const campaign = useCampaignOrders(campaignId, true);
  const [raising, setRaising] = useState(false);
  const [addingVendor, setAddingVendor] = useState(false);
  return (
    <section aria-labelledby="vendor-orders-heading" className="mt-6 space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id="vendor-orders-heading" className="text-lg font-semibold text-slate-900">
        Printing and mounting
      </h2>
      {campaign.isPending ? (
        <LoadingText text="Loading orders..." />
      ) : campaign.isError ? (
        <ErrorBanner message={describeDbError(campaign.error)} onRetry={() => void campaign.refetch()} />
      ) : (
        <>
          {campaign.data.orders.length === 0 && <p className="text-sm text-slate-600">No printing or mounting ordered yet.</p>}
          {campaign.data.orders.map((order) => (
            <VendorOrderCard key={order.id} order={order} />
          ))}
          {ORDERABLE.has(campaign.data.status) ? (
            <div className="flex flex-wrap gap-2">
              <Button type="button" onClick={() => setRaising(!raising)} aria-expanded={raising}>
                <Plus aria-hidden="true" className="size-4" />
                Order printing or mounting
              </Button>
              <Button type="button" variant="secondary" onClick={() => setAddingVendor(!addingVendor)} aria-expanded={addingVendor}>
                Add a vendor
              </Button>
            </div>
          ) : (
            <p className="text-sm text-slate-600">Printing and mounting are ordered once the campaign is confirmed.</p>
          )}
          {addingVendor && <AddVendorForm onDone={() => setAddingVendor(false)} />}
          {raising && <RaiseVendorOrderForm campaign={campaign.data} onDone={() => setRaising(false)} />}
        </>
      )}
    </section>
  );
}
