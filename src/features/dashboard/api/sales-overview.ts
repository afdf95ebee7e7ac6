import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { figureKeys } from './figure-keys';

export type MonthOccupancy = { month: string; booked_site_days: number; site_days: number };
export type AwaitingAnswer = { id: string; reference: string; title: string; customer: string; sent_at: string; valid_until: string };
export type ChangesAsked = { id: string; reference: string; title: string; customer: string; asked_at: string; asked_by: string | null };
export type HoldsLapsed = { id: string; reference: string; title: string; customer: string; valid_until: string };
export type AwaitingConfirmation = {
  id: string;
  reference: string;
  title: string;
  customer: string;
  accepted_at: string;
  valid_until: string;
  waiting_for: { purchase_order: boolean; advance_paise: number; advance_received_paise: number };
};
export type HoldExpiring = { site_id: string; code: string; client: string; expires_at: string };
export type StartingThisWeek = { id: string; reference: string; title: string; customer: string; starts_on: string };

/** `sales_overview()`'s answer: occupancy for all staff; the lists are null for staff who cannot sell. */
export type SalesOverview = {
  occupancy: MonthOccupancy[] | null;
  awaiting_answer: AwaitingAnswer[] | null;
  changes_asked: ChangesAsked[] | null;
  holds_lapsed: HoldsLapsed[] | null;
  awaiting_confirmation: AwaitingConfirmation[] | null;
  holds_expiring: HoldExpiring[] | null;
  starting_this_week: StartingThisWeek[] | null;
};

export async function fetchSalesOverview(): Promise<SalesOverview> {
  const { data } = await supabase.rpc('sales_overview').throwOnError();
  const overview = (data ?? {}) as Partial<SalesOverview>;
  return {
    occupancy: overview.occupancy ?? null,
    awaiting_answer: overview.awaiting_answer ?? null,
    changes_asked: overview.changes_asked ?? null,
    holds_lapsed: overview.holds_lapsed ?? null,
    awaiting_confirmation: overview.awaiting_confirmation ?? null,
    holds_expiring: overview.holds_expiring ?? null,
    starting_this_week: overview.starting_this_week ?? null,
  };
}

export const salesOverviewQueryOptions = () => queryOptions({ queryKey: figureKeys.detail('sales-overview'), queryFn: fetchSalesOverview });

export function useSalesOverview() {
  return useQuery(salesOverviewQueryOptions());
}
