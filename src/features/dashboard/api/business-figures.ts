import { queryOptions, useQuery } from '@tanstack/react-query';
import { resourceKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import { CONFIRMED_STATUSES, type RevenueLine } from '../revenue';

/** The dashboard's figures beside the counts (docs/decisions/054, docs/product.md §2 Dashboard). */
const figureKeys = resourceKeys('dashboard-figures');

export type MonthOccupancy = { month: string; booked_site_days: number; site_days: number };
export type AwaitingAnswer = { id: string; reference: string; title: string; customer: string; sent_at: string; valid_until: string };
export type ChangesAsked = { id: string; reference: string; title: string; customer: string; asked_at: string; asked_by: string | null };
export type HoldsLapsed = { id: string; reference: string; title: string; customer: string; valid_until: string };
export type HoldExpiring = { site_id: string; code: string; client: string; expires_at: string };
export type StartingThisWeek = { id: string; reference: string; title: string; customer: string; starts_on: string };

/** `sales_overview()`'s answer: occupancy for all staff; the lists are null for staff who cannot sell. */
export type SalesOverview = {
  occupancy: MonthOccupancy[] | null;
  awaiting_answer: AwaitingAnswer[] | null;
  changes_asked: ChangesAsked[] | null;
  holds_lapsed: HoldsLapsed[] | null;
  holds_expiring: HoldExpiring[] | null;
  starting_this_week: StartingThisWeek[] | null;
};

export type LicenceEnding = { site_id: string; code: string; name: string; what: string; ends_on: string };

/** How far ahead the dashboard looks for licences and certificates ending (decision 054). */
export const LICENCE_DAYS = 60;

export async function fetchSalesOverview(): Promise<SalesOverview> {
  const { data } = await supabase.rpc('sales_overview').throwOnError();
  const overview = (data ?? {}) as Partial<SalesOverview>;
  return {
    occupancy: overview.occupancy ?? null,
    awaiting_answer: overview.awaiting_answer ?? null,
    changes_asked: overview.changes_asked ?? null,
    holds_lapsed: overview.holds_lapsed ?? null,
    holds_expiring: overview.holds_expiring ?? null,
    starting_this_week: overview.starting_this_week ?? null,
  };
}

export const salesOverviewQueryOptions = () => queryOptions({ queryKey: figureKeys.detail('sales-overview'), queryFn: fetchSalesOverview });

export function useSalesOverview() {
  return useQuery(salesOverviewQueryOptions());
}

/** Licences and stability certificates ending within LICENCE_DAYS days, or ended, soonest first. */
export async function fetchLicencesEnding(): Promise<LicenceEnding[]> {
  const { data } = await supabase.rpc('licences_ending', { days: LICENCE_DAYS }).throwOnError();
  return data ?? [];
}

export function useLicencesEnding() {
  return useQuery({ queryKey: figureKeys.detail('licences-ending'), queryFn: fetchLicencesEnding });
}

/**
 * The lines of confirmed, live and completed campaigns touching `from`–`to`, for the revenue by month. RLS lets only
 * those who sell read them (decision 053): the caller asks only for them.
 */
export async function fetchConfirmedLines(from: string, to: string): Promise<RevenueLine[]> {
  const { data } = await supabase
    .from('campaign_lines')
    .select('starts_on, ends_on, monthly_rate, discount_percent, campaign:campaigns!inner(status)')
    .in('campaign.status', [...CONFIRMED_STATUSES])
    .lte('starts_on', to)
    .gte('ends_on', from)
    .throwOnError();
  return data.map(({ starts_on, ends_on, monthly_rate, discount_percent }) => ({ starts_on, ends_on, monthly_rate, discount_percent }));
}

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

export function useConfirmedLines(from: string, to: string, enabled: boolean) {
  return useQuery({ queryKey: figureKeys.list({ view: 'confirmed-lines', from, to }), queryFn: () => fetchConfirmedLines(from, to), enabled });
}
