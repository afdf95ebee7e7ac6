import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { vendorOrderKeys } from './vendor-order-keys';

export const ORDER =
  'id,number,kind,code,status,due_on,deliver_to,note,ordered_paise,raised_at,received_on,bill_number,bill_date,bill_taxable_paise,bill_gst_paise,cancel_reason,emailed_at,bill_difference_paise,vendor:vendors(name,email,phone,gstin,address),lines:vendor_order_lines(id,material,width_ft,height_ft,quantity,rate_paise,amount_paise,line:campaign_lines(starts_on,ends_on,site:sites(code,name,address)))';

/** A campaign's state, its lines with their sites, and its printing and mounting orders (docs/decisions/116). */
export async function fetchCampaignOrders(campaign: string) {
  const { data } = await supabase
    .from('campaigns')
    .select(`id,reference,title,status,customer_name,lines:campaign_lines(id,starts_on,ends_on,site:sites(code,name,width_ft,height_ft)),orders:vendor_orders(${ORDER})`)
    .eq('id', campaign)
    .order('raised_at', { referencedTable: 'vendor_orders' })
    .single()
    .throwOnError();
  return data;
}

export type CampaignOrders = Awaited<ReturnType<typeof fetchCampaignOrders>>;
export type VendorOrder = CampaignOrders['orders'][number];

/** Asked only by admins and accounts (`enabled`): nobody else reads orders. */
export function useCampaignOrders(campaign: string, enabled: boolean) {
  return useQuery({ queryKey: vendorOrderKeys.campaign(campaign), queryFn: () => fetchCampaignOrders(campaign), enabled });
}
