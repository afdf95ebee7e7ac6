import { supabase } from '@/lib/supabase';
import type { SiteBooking } from './booking-types';

/**
 * The confirmed bookings of site `siteId`, earliest first: deleting the site deletes them too (the table's foreign key
 * cascades), so the delete's question names them (docs/product.md §11, Admin 'Sites').
 */
export async function fetchConfirmedBookings(siteId: string): Promise<Pick<SiteBooking, 'id' | 'starts_on' | 'ends_on' | 'client_name'>[]> {
  const { data } = await supabase
    .from('site_bookings')
    .select('id, starts_on, ends_on, client_name')
    .eq('site_id', siteId)
    .eq('kind', 'confirmed')
    .order('starts_on')
    .order('id')
    .throwOnError();
  return data;
}
