import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { figureKeys } from './figure-keys';

/** A confirmed booking typed on a site's board, with no campaign line: priced at its site's list rate (null: none). */
export type BoardBooking = { starts_on: string; ends_on: string; monthly_rate: number | null };

/**
 * The confirmed bookings touching `from`–`to` that no campaign line holds: bookings typed on a site's board, whose
 * agreed price the product does not know, so the revenue prices them at the site's list rate and says so.
 */
export async function fetchBoardBookings(from: string, to: string): Promise<BoardBooking[]> {
  const { data } = await supabase
    .from('site_bookings')
    .select('starts_on, ends_on, site:sites!site_bookings_site_id_fkey(monthly_rate), campaign_lines!campaign_lines_booking_id_fkey(id)')
    .eq('kind', 'confirmed')
    .is('campaign_lines', null)
    .lte('starts_on', to)
    .gte('ends_on', from)
    .throwOnError();
  return data.map(({ starts_on, ends_on, site }) => ({ starts_on, ends_on, monthly_rate: site?.monthly_rate ?? null }));
}

export function useBoardBookings(from: string, to: string, enabled: boolean) {
  return useQuery({ queryKey: figureKeys.list({ view: 'board-bookings', from, to }), queryFn: () => fetchBoardBookings(from, to), enabled });
}
