import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { PricingRates } from '../pricing';
import type { SalesSettings } from './campaign-types';
import { salesSettingsKeys } from './campaign-keys';

/** The one row of sales settings: rates, limits and default terms. */
export async function fetchSalesSettings(): Promise<SalesSettings> {
  const { data } = await supabase.from('sales_settings').select('*').single().throwOnError();
  return data;
}

export const salesSettingsQueryOptions = () => queryOptions({ queryKey: salesSettingsKeys.all, queryFn: fetchSalesSettings, staleTime: 5 * 60_000 });

export function useSalesSettings() {
  return useQuery(salesSettingsQueryOptions());
}

/** The settings as pricing.ts takes them. */
export function pricingRates(settings: SalesSettings): PricingRates {
  return { gst_percent: Number(settings.gst_percent), printing_per_sqft: Number(settings.printing_rate_per_sqft), mounting_per_sqft: Number(settings.mounting_rate_per_sqft) };
}
